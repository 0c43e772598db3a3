import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { mainContentId } from '../frame/main-content';

/**
 * A new page starts at its top, as a full page load would. After a move inside the site the focus
 * starts at the new page's main content: the link that led there may have gone (the mobile menu
 * closes), and a screen reader then reads the new page instead of staying in the navbar. The page
 * the browser loaded keeps its scroll and focus: the visitor may have scrolled (or the browser
 * restored a position, or followed a #link) before the code ran, and a jump back to the top then
 * also sent a tap under way to whatever came to lie under the finger (the early-clicks test saw it).
 */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
    document.getElementById(mainContentId)?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
