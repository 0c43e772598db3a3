import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { mainContentId } from '../frame/main-content';

/**
 * A new page starts at its top, as a full page load would. After a move inside the site the focus
 * starts at the new page's main content: the link that led there may have gone (the mobile menu
 * closes), and a screen reader then reads the new page instead of staying in the navbar.
 */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (shown.current === pathname) return; // the page the browser loaded keeps the browser's focus
    shown.current = pathname;
    document.getElementById(mainContentId)?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
