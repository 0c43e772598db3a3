import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { plainListStyle } from './layout';
import { SignIcon } from './SignIcon';
import { mq } from './tokens';

/**
 * Price tiers side by side that can be compared at a glance: every card the same height, and the
 * title, the price, the list and the action of every card on the same lines. The cards share
 * their row tracks with the list (CSS subgrid), so no height is fixed and a longer list in one
 * tier moves the actions of all three down together.
 */
export type PriceCardTone = 'plain' | 'featured' | 'premium';

/** The rows of a card: title, price, features, action. */
const rows = 4;

/** The list of cards: one column on phones, `columns` side by side from a tablet's width. */
export const priceCardListStyle = (columns: number) => ({
  ...plainListStyle,
  display: 'grid',
  gap: '1.25rem',
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.md]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, columnGap: '1.25rem', rowGap: 0 },
});

const cardStyle = (tone: PriceCardTone) => (theme: Theme) => ({
  display: 'grid',
  gridRow: `span ${rows}`,
  gridTemplateRows: 'subgrid',
  rowGap: '0.9rem',
  padding: '1.75rem 1.5rem',
  borderRadius: theme.radii.lg,
  background: tone === 'featured' ? theme.colors.ink : theme.colors.surface,
  color: tone === 'featured' ? theme.colors.onInk : theme.colors.ink,
  // One border width for every tone, so that the rows of every card start at the same line; the
  // premium tier's gold is a second ring outside the border.
  border: `1px solid ${tone === 'premium' ? theme.colors.highlight : tone === 'featured' ? theme.colors.ink : theme.colors.border}`,
  boxShadow:
    tone === 'featured'
      ? theme.shadowRaised
      : tone === 'premium'
        ? `0 0 0 1px ${theme.colors.highlight}, ${theme.shadow}`
        : theme.shadow,
  ...(tone === 'featured' ? { '& :focus-visible': { outlineColor: theme.colors.onInk } } : {}),
});

const titleStyle = (tone: PriceCardTone) => (theme: Theme) => ({
  margin: 0,
  fontSize: theme.fontSizes.h3,
  color: tone === 'featured' ? theme.colors.onInk : theme.colors.ink,
});

const priceStyle = (theme: Theme) => ({
  margin: 0,
  fontFamily: theme.fonts.heading,
  fontSize: '2.75rem',
  fontWeight: 700,
  lineHeight: 1,
});

const featureListStyle = { ...plainListStyle, display: 'grid', gap: '0.6rem', alignContent: 'start' };
const featureStyle = { display: 'flex', gap: '0.5rem', alignItems: 'flex-start' };
const checkStyle = (tone: PriceCardTone) => (theme: Theme) => ({
  flexShrink: 0,
  marginTop: '0.2rem',
  color: tone === 'featured' ? theme.colors.highlight : theme.colors.accent,
});
const actionStyle = { alignSelf: 'end', display: 'grid', marginTop: '0.75rem' };

interface PriceCardProps {
  readonly title: string;
  readonly price: string;
  readonly features: readonly string[];
  readonly tone?: PriceCardTone;
  /** The card's one action, at the bottom, level with the other cards' actions. */
  readonly action: ReactNode;
}

/** One tier in a `priceCardListStyle` list: it renders its own `li`. */
export function PriceCard({ title, price, features, tone = 'plain', action }: PriceCardProps) {
  return (
    <li css={cardStyle(tone)}>
      <h3 css={titleStyle(tone)}>{title}</h3>
      <p css={priceStyle}>{price}</p>
      <ul css={featureListStyle}>
        {features.map((feature) => (
          <li key={feature} css={featureStyle}>
            <SignIcon sign="tick" css={checkStyle(tone)} />
            {feature}
          </li>
        ))}
      </ul>
      <div css={actionStyle}>{action}</div>
    </li>
  );
}
