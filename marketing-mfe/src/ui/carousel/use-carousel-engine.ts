import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { whenNearScreen } from '@inklined/design-system/near-screen';
import { useEffect, useRef, useState } from 'react';

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
 */
export function useCarouselEngine(
  options: EmblaOptionsType,
  startIndex: number,
): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [engine, setEngine] = useState<EmblaCarouselType>();
  const [near, setNear] = useState(false);
  const { loop, align, slidesToScroll, duration } = options;
  // The position the engine starts at: the carousel's when it starts; later moves reach it by scrollTo.
  const position = useRef(startIndex);
  useEffect(() => {
    position.current = startIndex;
  });

  useEffect(() => {
    if (!viewport || near) return undefined;
    const reached = () => setNear(true);
    // The carousel's region: the viewport and its buttons.
    const stop = whenNearScreen(viewport, reached, { ahead: aheadOfView, region: viewport.parentElement ?? viewport });
    // A visitor who starts to scroll may reach it before the margin does: the first scroll starts it too.
    window.addEventListener('scroll', reached, { passive: true, once: true });
    return () => {
      stop();
      window.removeEventListener('scroll', reached);
    };
  }, [viewport, near]);

  useEffect(() => {
    if (!viewport || !near) return undefined;
    let started: EmblaCarouselType | undefined;
    let cancelled = false;
    void import(/* webpackChunkName: "carousel-engine" */ 'embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      started = EmblaCarousel(viewport, { loop, align, slidesToScroll, duration, startIndex: position.current });
      setEngine(started);
    });
    return () => {
      cancelled = true;
      started?.destroy();
      setEngine(undefined);
    };
  }, [viewport, near, loop, align, slidesToScroll, duration]);

  return [setViewport, engine];
}
