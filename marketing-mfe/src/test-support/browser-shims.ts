import { act } from '@testing-library/react';

/**
 * jsdom has no layout: no matchMedia, ResizeObserver or IntersectionObserver. These stand in
 * for them in unit tests, with a viewport width and a motion preference the test sets, so the
 * carousels' breakpoints and the reduced-motion rule can be tested. (Swiping, which needs real
 * layout, is tested in the browser: e2e/journeys/home.spec.ts.)
 */
interface Listener {
  readonly query: string;
  readonly onChange: () => void;
}

let width = 1280;
let reducedMotion = false;
const listeners = new Set<Listener>();

function matches(query: string): boolean {
  const minWidth = /\(min-width:\s*(\d+)px\)/.exec(query);
  if (minWidth) return width >= Number(minWidth[1]);
  if (query.includes('prefers-reduced-motion: reduce')) return reducedMotion;
  return false;
}

class NoLayoutObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

export function installBrowserShims(): void {
  Object.assign(window, {
    matchMedia: (query: string) => ({
      media: query,
      get matches() {
        return matches(query);
      },
      addEventListener: (_type: string, onChange: () => void) => listeners.add({ query, onChange }),
      removeEventListener: (_type: string, onChange: () => void) => {
        for (const listener of listeners) if (listener.onChange === onChange) listeners.delete(listener);
      },
      addListener: () => undefined,
      removeListener: () => undefined,
    }),
    ResizeObserver: NoLayoutObserver,
    IntersectionObserver: NoLayoutObserver,
  });
}

/** Resizes the pretend viewport; media-query listeners hear of it, as in a browser. */
export function setViewportWidth(next: number): void {
  width = next;
  act(() => {
    for (const listener of [...listeners]) listener.onChange();
  });
}

/**
 * Sets the visitor's motion preference; listeners hear of it unless `heard` is false, which stands
 * for the moment after hydration when the page has not yet rendered the browser's answer.
 */
export function setReducedMotion(next: boolean, { heard = true }: { readonly heard?: boolean } = {}): void {
  reducedMotion = next;
  if (!heard) return;
  act(() => {
    for (const listener of [...listeners]) listener.onChange();
  });
}

export function resetBrowserShims(): void {
  width = 1280;
  reducedMotion = false;
}
