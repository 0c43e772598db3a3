import { theme } from '@inklined/design-system/tokens';
import { startTransition, useEffect, useState } from 'react';

/**
 * Set once a component of this remote has read a query in the browser: the page part is hydrated.
 * A page has one part of this remote, hydrated in one pass (its states all made before any
 * effect runs), so no component that hydrates reads it set.
 */
let readInBrowser = false;

/**
 * Whether a media query matches. While the page hydrates it is `serverValue`, so hydration
 * matches the server's HTML; the browser's value follows in a transition, which React renders in
 * short slices. (useSyncExternalStore would re-render at once, in one task: on a phone's first
 * load of `/`, the carousel's twelve cards and dots in one 40 ms task after hydration, unthrottled.)
 * A component mounted later, on a move inside the site, reads the browser's value from the start.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const [matches, setMatches] = useState(() => (readInBrowser ? window.matchMedia(query).matches : serverValue));
  useEffect(() => {
    readInBrowser = true;
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/** Spec section 2: 1 card per slide below 640 px, 2 below 1024 px, otherwise 3. */
export function useCardsPerSlide(): 1 | 2 | 3 {
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.lg}px)`, true);
  const medium = useMediaQuery(`(min-width: ${theme.breakpoints.sm}px)`, true);
  return wide ? 3 : medium ? 2 : 1;
}

/** The visitor asked for less motion. */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/**
 * The visitor's preference as the browser has it now, for what runs outside a render (a click, a
 * timer): right after hydration a render still has the server's answer (motion allowed) until the
 * browser's follows in a transition.
 */
export const prefersReducedMotionNow = () => window.matchMedia(reducedMotionQuery).matches;

/** Visitors who ask for less motion get no automatic slides and no smooth scrolling. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(reducedMotionQuery, false);
}
