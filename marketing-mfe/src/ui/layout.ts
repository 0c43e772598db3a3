import type { Theme } from '@emotion/react';
import { inkSurfaceFocus, mq } from '@inklined/design-system/tokens';

/** The page's content column. */
export const containerStyle = (theme: Theme) => ({
  maxWidth: theme.maxWidth,
  margin: '0 auto',
  padding: '0 1.5rem',
});

export type Tone = 'plain' | 'paper' | 'tint' | 'ink';

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

export const sectionHeadingStyle = { margin: '0 0 0.75rem', textAlign: 'center' as const };

export const sectionLeadStyle = (theme: Theme) => ({
  maxWidth: '40rem',
  margin: '0 auto 2.5rem',
  textAlign: 'center' as const,
  color: theme.colors.inkMuted,
  fontSize: theme.fontSizes.lead,
});

/** A card: white, bordered, softly raised. */
export const cardStyle = (theme: Theme) => ({
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadow,
  padding: '1.5rem',
});

/** The round badge an icon sits in. */
export const iconBadgeStyle = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: theme.radii.md,
  background: theme.colors.accentSurface,
  color: theme.colors.accent,
  flexShrink: 0,
});

/** A grid of cards: one column on phones, two from 640 px, `columns` from 1024 px. */
/** From a tablet's width (768 px) three cards fit in a row. */
const tablet = '@media (min-width: 768px)';

/**
 * Cards in rows that never leave one card alone on the last row: an even number of columns goes
 * 1, 2, then `columns`; three columns go from one straight to three at a tablet's width (two
 * would leave a third card alone beneath them).
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
    : { [tablet]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } }),
});

export const plainListStyle = { listStyle: 'none', margin: 0, padding: 0 };

/** Secondary text: a card's description, a count, an excerpt. */
export const mutedTextStyle = (theme: Theme) => ({ margin: 0, color: theme.colors.inkMuted });
