import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at its top, as a full page load would. */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
