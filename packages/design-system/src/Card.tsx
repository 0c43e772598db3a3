import type { Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';

/**
 * Content cards: one surface (white, a hairline border, a soft shadow) everywhere; `emphasis`
 * (ink) only for the one card a section wants seen first.
 */
export type CardTone = 'plain' | 'emphasis';

/** The content card: white, a hairline border, softly raised. */
export const cardStyle = (theme: Theme) => ({
  background: theme.colors.surface,
  color: theme.colors.ink,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadow,
  padding: '1.5rem',
});

/** The one card a section wants seen first: ink, raised higher; its controls ring in white. */
export const emphasisCardStyle = (theme: Theme) => ({
  ...cardStyle(theme),
  background: theme.colors.ink,
  color: theme.colors.onInk,
  borderColor: theme.colors.ink,
  boxShadow: theme.shadowRaised,
  '& :focus-visible': { outlineColor: theme.colors.onInk },
});

/** The round-cornered badge an icon sits in at the top of a card. */
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

interface CardProps extends HTMLAttributes<HTMLElement> {
  /** A card in a list is an `li`; one that stands alone an `article` or a `div`. */
  readonly as?: 'li' | 'article' | 'div';
  readonly tone?: CardTone;
}

export function Card({ as: Element = 'div', tone = 'plain', ...rest }: CardProps) {
  return <Element css={tone === 'emphasis' ? emphasisCardStyle : cardStyle} {...rest} />;
}
