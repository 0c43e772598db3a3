import { theme } from '@inklined/design-system/tokens';
import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches. The server and the first render in the browser use
 * `serverValue`, so hydration matches the server's HTML; the browser's value follows at once.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** Spec section 2: 1 card per slide below 640 px, 2 below 1024 px, otherwise 3. */
export function useCardsPerSlide(): 1 | 2 | 3 {
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.lg}px)`, true);
  const medium = useMediaQuery(`(min-width: ${theme.breakpoints.sm}px)`, true);
  return wide ? 3 : medium ? 2 : 1;
}

/** The visitor asked for less motion. */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** Visitors who ask for less motion get no automatic slides and no smooth scrolling. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(reducedMotionQuery, false);
}
