import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { whenNearScreen } from '@inklined/design-system/near-screen';
import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';

/** How far ahead of the screen a carousel gets its engine: a quarter of a screen before it is seen. */
const aheadOfView = '25% 0px';

/**
 * The carousel engine (embla-carousel: sliding, swiping, dragging) for the viewport element,
 * fetched and started once the visitor moves towards it: the page is scrolled, the carousel is a
 * quarter of a screen from view, or a pointer or the focus reaches it. The carousels sit below the
 * first screen of Home: a first load no longer carries the engine nor starts it, and it
 * arrives while the visitor scrolls down (docs/decisions/0026). Until then the carousel is the
 * server's HTML, its first position shown, its buttons working on its state (use-carousel.ts); the
 * engine starts at whatever position that state has reached.
 *
 * The carousel renders again only when the engine has started, in a transition. Neither the
 * viewport element nor the visitor nearing it is state: a state set by a ref made React render
 * the carousel (every slide) again inside the commit of the page's hydration, one task with it
 * (docs/decisions/0059); one set as a pointer or the focus reaches it, inside that event.
 */
export function useCarouselEngine(
  options: EmblaOptionsType,
  startIndex: number,
): [RefObject<HTMLDivElement | null>, EmblaCarouselType | undefined] {
  const viewport = useRef<HTMLDivElement>(null);
  const [engine, setEngine] = useState<EmblaCarouselType>();
  const { loop, align, slidesToScroll, duration } = options;
  // The position the engine starts at: the carousel's when it starts; later moves reach it by scrollTo.
  const position = useRef(startIndex);
  useEffect(() => {
    position.current = startIndex;
  });

  useEffect(() => {
    const element = viewport.current;
    if (!element) return undefined;
    let started: EmblaCarouselType | undefined;
    let cancelled = false;
    // Called once: by the watch, which stops itself first, or by the first scroll, which stops it.
    const start = () => {
      window.removeEventListener('scroll', onScroll);
      void import(/* webpackChunkName: "carousel-engine" */ 'embla-carousel').then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        started = EmblaCarousel(element, { loop, align, slidesToScroll, duration, startIndex: position.current });
        const running = started;
        startTransition(() => setEngine(running));
      });
    };
    // A visitor who starts to scroll may reach it before the margin does: the first scroll starts it too.
    const onScroll = () => {
      stopNearScreen();
      start();
    };
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    // The carousel's region: the viewport and its buttons. Where the browser cannot tell where the
    // carousel is, this calls `start` at once, before it returns.
    const stopNearScreen = whenNearScreen(element, start, {
      ahead: aheadOfView,
      region: element.parentElement ?? element,
    });
    return () => {
      cancelled = true;
      stopNearScreen();
      window.removeEventListener('scroll', onScroll);
      started?.destroy();
      setEngine(undefined);
    };
  }, [loop, align, slidesToScroll, duration]);

  return [viewport, engine];
}
