import type { Theme } from '@emotion/react';
import { mq } from '@inklined/design-system/tokens';
import { useEffect, type KeyboardEvent, type ReactNode } from 'react';
import { CarouselControls } from './CarouselControls';
import { useCarousel } from './use-carousel';
import { useCarouselEngine } from './use-carousel-engine';
import { usePrefersReducedMotion } from './use-media-query';

/** Spec section 9: both carousels move every 5 seconds. */
export const carouselIntervalMs = 5_000;

export interface SlideBasis {
  readonly base: string;
  readonly sm: string;
  readonly lg: string;
}

interface CarouselProps<T> {
  /** Names the carousel for screen readers ("What We Do"). */
  readonly label: string;
  readonly items: readonly T[];
  /** How many items one position shows (it must match `basis` at the current width). */
  readonly perSlide: number;
  /** Each item's width at the theme's breakpoints: CSS decides the layout, so the server's HTML fits every screen. */
  readonly basis: SlideBasis;
  readonly itemKey: (item: T) => string;
  readonly renderItem: (item: T) => ReactNode;
}

const gap = '1.25rem';
const viewportStyle = { overflow: 'hidden' };
const trackStyle = { display: 'flex', touchAction: 'pan-y pinch-zoom', marginLeft: `-${gap}` };
const slideStyle = (basis: SlideBasis) => ({
  flex: `0 0 ${basis.base}`,
  [mq.sm]: { flexBasis: basis.sm },
  [mq.lg]: { flexBasis: basis.lg },
  minWidth: 0,
  paddingLeft: gap,
  display: 'flex',
});
const regionStyle = (theme: Theme) => ({
  position: 'relative' as const,
  '&:focus-visible': { outlineOffset: theme.space.sm },
  '&[data-engine] > div:first-of-type': { cursor: 'grab' },
});

/**
 * A carousel on embla (swipe, drag and the sliding itself, started as it nears the screen:
 * use-carousel-engine.ts) with the spec's behaviour on top
 * (use-carousel.ts): the WAI-ARIA carousel pattern, slides out of view inert, and a live region
 * that announces a new slide only when the visitor moved it.
 */
export function Carousel<T>({ label, items, perSlide, basis, itemKey, renderItem }: CarouselProps<T>) {
  const reducedMotion = usePrefersReducedMotion();
  const count = Math.ceil(items.length / perSlide);
  const carousel = useCarousel({ count, intervalMs: carouselIntervalMs, autoplay: !reducedMotion });
  const { index, sync } = carousel;
  const [viewportRef, embla] = useCarouselEngine(
    { loop: true, align: 'start', slidesToScroll: perSlide, duration: 28 },
    index,
  );

  // A swipe or drag moves embla: the carousel follows.
  useEffect(() => {
    if (!embla) return undefined;
    const onSelect = () => sync(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, sync]);

  // Buttons, dots and the timer move the carousel: embla follows (at once for reduced motion).
  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== index) embla.scrollTo(index, reducedMotion);
  }, [embla, index, reducedMotion]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') carousel.next();
    else if (event.key === 'ArrowLeft') carousel.previous();
  };

  const first = index * perSlide;
  const inView = (position: number) => position >= first && position < first + perSlide;

  return (
    // A group, not a region: the section around it is already the landmark with this name.
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      // Its engine runs: it can be swiped and dragged (the pointer says so).
      data-engine={embla ? 'running' : undefined}
      css={regionStyle}
      onKeyDown={onKeyDown}
      {...carousel.regionHandlers}
    >
      <div css={viewportStyle} ref={viewportRef}>
        <div css={trackStyle} aria-live={carousel.running ? 'off' : 'polite'}>
          {items.map((item, position) => (
            <div
              key={itemKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${items.length}`}
              css={slideStyle(basis)}
              // Out of view: no focus, not read out, until the carousel shows it.
              inert={!inView(position)}
            >
              {renderItem(item)}
            </div>
          ))}
        </div>
      </div>
      <CarouselControls carousel={carousel} label={label} canPause={!reducedMotion} />
    </div>
  );
}
