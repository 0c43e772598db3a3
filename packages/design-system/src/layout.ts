import type { Theme } from '@emotion/react';
import { inkSurfaceFocus, mq } from './tokens';

/** The page's content column, aligned with the navbar's logo and the footer. */
export const containerStyle = (theme: Theme) => ({
  maxWidth: theme.maxWidth,
  margin: '0 auto',
  padding: '0 1.5rem',
});

export type Tone = 'plain' | 'paper' | 'tint' | 'ink';

/**
 * For what lies below the first screen: the browser lays it out and paints it only as it nears
 * the screen, so the first paint does the first screen's work, not the whole page's (decision
 * 0048). Until then it counts as `32rem` tall; once drawn it keeps its real height (`auto`), so
 * the scrollbar does not move back. It contains its paint: nothing inside may overflow it.
 */
export const laidOutNearScreenStyle = {
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 32rem',
} as const;

/** A band of the page: white, warm paper, a light blue tint, or ink for emphasis. */
export const bandStyle = (tone: Tone) => (theme: Theme) => ({
  padding: '3.5rem 0',
  [mq.lg]: { padding: '5rem 0' },
  background: {
    plain: theme.colors.surface,
    paper: theme.colors.surfaceAlt,
    tint: theme.colors.accentSurface,
    ink: theme.colors.ink,
  }[tone],
  color: tone === 'ink' ? theme.colors.onInk : theme.colors.ink,
  ...(tone === 'ink' ? inkSurfaceFocus : {}),
});

/**
 * Cards in rows that never leave one card alone on the last row: an even number of columns goes
 * 1, 2, then `columns`; an odd number goes from one straight to `columns` at a tablet's width (two
 * would leave a third card alone beneath them). A list whose count does not divide the columns
 * lets its last card span the row it would sit alone on.
 */
export const cardGridStyle = (columns: number) => ({
  display: 'grid',
  gap: '1.25rem',
  gridTemplateColumns: 'minmax(0, 1fr)',
  ...(columns % 2 === 0
    ? {
        [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [mq.lg]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
      }
    : { [mq.md]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } }),
});

/** A list drawn without bullets. Safari drops list semantics with the bullets: add role="list". */
export const plainListStyle = { listStyle: 'none', margin: 0, padding: 0 };

/** Secondary text: a card's description, a count, an excerpt. */
export const mutedTextStyle = (theme: Theme) => ({ margin: 0, color: theme.colors.inkMuted });

/** Body copy at a readable measure. */
export const readingWidthStyle = { maxWidth: '65ch' };
