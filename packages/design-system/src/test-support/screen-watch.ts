/**
 * jsdom lays nothing out, so it has no IntersectionObserver: this stands for the browser's in unit
 * tests of what waits for the screen (near-screen.ts), and the test says what it sees. Chromium's
 * own is exercised by the browser tests.
 */
export class ScreenWatch {
  static all: ScreenWatch[] = [];
  readonly watched = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    ScreenWatch.all.push(this);
  }
  static get last(): ScreenWatch | undefined {
    return ScreenWatch.all.at(-1);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  disconnect() {
    this.watched.clear();
  }
  /** Whether `target`, if watched, is within the observer's margin of the screen. */
  sees(target: Element, isIntersecting = true) {
    if (!this.watched.has(target)) return;
    this.callback([{ target, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

/**
 * Puts the stand-in in place of the browser's observer; returns the function that puts back what
 * was there (nothing in jsdom; an app's own no-layout shim where its test setup has one).
 */
export function installScreenWatch(): () => void {
  ScreenWatch.all = [];
  const before = Object.getOwnPropertyDescriptor(window, 'IntersectionObserver');
  Object.assign(window, { IntersectionObserver: ScreenWatch });
  return () => {
    if (before) Object.defineProperty(window, 'IntersectionObserver', before);
    else delete (window as Partial<typeof window>).IntersectionObserver;
  };
}
