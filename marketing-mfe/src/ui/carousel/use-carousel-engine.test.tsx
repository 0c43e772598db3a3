import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { installScreenWatch, ScreenWatch } from '@inklined/design-system/test-support/screen-watch';
import { Profiler } from 'react';
import { useCarouselEngine } from './use-carousel-engine';

const started: Array<{ options: Record<string, unknown>; destroy: jest.Mock }> = [];
// The engine itself is embla's (the browser tests swipe and drag it: e2e/tests/home.spec.ts);
// here, when and how this hook starts it.
jest.mock('embla-carousel', () => ({
  __esModule: true,
  default: (_viewport: HTMLElement, options: Record<string, unknown>) => {
    const engine = { options, destroy: jest.fn() };
    started.push(engine);
    return engine;
  },
}));

let uninstall: () => void;
beforeEach(() => {
  started.length = 0;
  uninstall = installScreenWatch();
});
afterEach(() => uninstall());

/** The browser tells whether the carousel is within the observer's margin of the screen. */
function reportIntersection(isIntersecting: boolean) {
  const watch = ScreenWatch.last!;
  for (const element of watch.watched) watch.sees(element, isIntersecting);
}

function Probe({ index }: { index: number }) {
  const [viewport, engine] = useCarouselEngine({ loop: true, slidesToScroll: 3 }, index);
  return (
    <div role="group" aria-label="carousel">
      <div ref={viewport} />
      <button type="button">Next</button>
      <p>{engine ? 'engine running' : 'server HTML'}</p>
    </div>
  );
}

const loaded = () => act(async () => void (await import('embla-carousel')));

describe('the carousel engine', () => {
  test('is not fetched while the carousel is far from the screen', async () => {
    render(<Probe index={0} />);
    reportIntersection(false);
    await loaded();
    expect(started).toEqual([]);
    expect(screen.getByText('server HTML')).toBeVisible();
  });

  test('starts a quarter of a screen before the carousel is seen, once, at the position it has reached', async () => {
    const { rerender } = render(<Probe index={0} />);
    expect(ScreenWatch.last?.options?.rootMargin).toBe('25% 0px');
    rerender(<Probe index={2} />);
    act(() => reportIntersection(true));
    await loaded();
    expect(started).toHaveLength(1);
    expect(started[0]!.options).toMatchObject({ loop: true, slidesToScroll: 3, startIndex: 2 });
    expect(screen.getByText('engine running')).toBeVisible();
    rerender(<Probe index={3} />);
    await loaded();
    expect(started).toHaveLength(1);
  });

  test.each([
    ['a pointer reaches for it', (region: HTMLElement) => fireEvent.pointerEnter(region)],
    ['the focus reaches for it', () => fireEvent.focusIn(screen.getByRole('button', { name: 'Next' }))],
    ['the page is scrolled', () => fireEvent.scroll(window)],
  ])('starts at once when %s', async (_what, reach) => {
    render(<Probe index={0} />);
    act(() => reach(screen.getByRole('group', { name: 'carousel' })));
    await loaded();
    expect(started).toHaveLength(1);
  });

  // Each render of a carousel renders every slide: on Home, a render more in the commit of the
  // page's hydration made that commit's task the longest after the first paint.
  test('renders the carousel once as it mounts, and again only when the engine runs', async () => {
    let renders = 0;
    render(
      <Profiler id="carousel" onRender={() => (renders += 1)}>
        <Probe index={0} />
      </Profiler>,
    );
    expect(renders).toBe(1);
    act(() => fireEvent.pointerEnter(screen.getByRole('group', { name: 'carousel' })));
    expect(renders).toBe(1);
    await loaded();
    expect(started).toHaveLength(1);
    expect(renders).toBe(2);
  });

  test('starts at once, and only once, where the browser cannot tell where the carousel is', async () => {
    const observer = Object.getOwnPropertyDescriptor(window, 'IntersectionObserver');
    delete (window as Partial<typeof window>).IntersectionObserver;
    try {
      render(<Probe index={0} />);
      fireEvent.scroll(window);
      await loaded();
      expect(started).toHaveLength(1);
      expect(screen.getByText('engine running')).toBeVisible();
    } finally {
      if (observer) Object.defineProperty(window, 'IntersectionObserver', observer);
    }
  });

  test('is stopped with the carousel', async () => {
    const { unmount } = render(<Probe index={0} />);
    act(() => reportIntersection(true));
    await loaded();
    unmount();
    expect(started[0]!.destroy).toHaveBeenCalled();
  });
});
