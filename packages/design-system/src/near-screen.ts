/** A visitor reaching into a region (a pointer over it, a press, the focus) wants what it holds now. */
const reachedBy = ['pointerenter', 'pointerdown', 'focusin'] as const;

export interface NearScreenOptions {
  /** How far beyond the screen counts as near, as a root margin: '25% 0px' is a quarter screen. */
  readonly ahead: string;
  /** Where a pointer or the focus reaching in counts; the element itself unless given. */
  readonly region?: Element;
}

/**
 * Calls `wanted` once: when `element` comes within `ahead` of what is shown, or when the visitor
 * reaches into its region; at once where the browser cannot tell where it is. Returns the function
 * that stops watching. What waits for it (an embedded part's code, a carousel's engine) costs a
 * phone nothing until a visitor comes near.
 */
export function whenNearScreen(element: Element, wanted: () => void, options: NearScreenOptions): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    wanted();
    return () => undefined;
  }
  const region = options.region ?? element;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) settle();
    },
    { rootMargin: options.ahead },
  );
  function stop() {
    observer.disconnect();
    for (const type of reachedBy) region.removeEventListener(type, settle, true);
  }
  function settle() {
    stop();
    wanted();
  }
  observer.observe(element);
  for (const type of reachedBy) region.addEventListener(type, settle, true);
  return stop;
}
