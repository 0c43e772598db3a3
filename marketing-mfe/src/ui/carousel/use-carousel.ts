import { useEffect, useState, type FocusEvent } from 'react';
import { prefersReducedMotionNow } from './use-media-query';

export interface CarouselOptions {
  /** How many positions (groups of cards) there are. */
  readonly count: number;
  /** Spec section 9: 5 s. */
  readonly intervalMs: number;
  /** False when the visitor prefers reduced motion: nothing moves by itself. */
  readonly autoplay: boolean;
}

/**
 * A carousel's behaviour (spec sections 2 and 9), apart from how it draws: which position shows,
 * moving on every interval and wrapping round, previous and next, going to a position, and
 * pausing while the pointer or the focus is on it, or when the visitor paused it. A change in
 * the number of positions (cards per slide) starts again from the first.
 */
export function useCarousel({ count, intervalMs, autoplay }: CarouselOptions) {
  const [index, setIndex] = useState(0);
  const [shownCount, setShownCount] = useState(count);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);

  // Reset during render, so the new layout never shows a position that no longer exists.
  if (shownCount !== count) {
    setShownCount(count);
    setIndex(0);
  }

  const running = autoplay && !stopped && !hovered && !focused && count > 1;

  // A timer per position: moving by hand gives the visitor a full interval on the new one.
  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => {
      // Asked when the timer fires, not taken from the render: a busy phone may not have rendered
      // the browser's answer within the first interval.
      if (prefersReducedMotionNow()) return;
      setIndex((current) => (current + 1) % count);
    }, intervalMs);
    return () => clearTimeout(timer);
  }, [running, index, count, intervalMs]);

  const goTo = (position: number) => setIndex(((position % count) + count) % count);

  return {
    index,
    count,
    running,
    stopped,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    goTo,
    /** Follows a move the carousel engine made (a swipe). */
    sync: setIndex,
    toggleStopped: () => setStopped((value) => !value),
    regionHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

export type CarouselState = ReturnType<typeof useCarousel>;
