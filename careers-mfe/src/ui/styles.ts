import type { Theme } from '@emotion/react';
import { plainListStyle } from '@inklined/design-system/layout';
import { mq } from '@inklined/design-system/tokens';

/** The frame's navbar and footer keep their content this far in from their edges; the pages align with them. */
const framePadding = '1.5rem';

/** The band at the top of a careers page, on paper like the site's other page intros. */
export const introBandStyle = (theme: Theme) => ({
  background: theme.colors.surfaceAlt,
  borderBottom: `1px solid ${theme.colors.border}`,
  padding: `${theme.space.xl} ${framePadding}`,
  [mq.sm]: { padding: `${theme.space.xxl} ${framePadding} ${theme.space.xl}` },
});

/** The page's width, aligned with the navbar's logo and the footer: the listing's grids. */
export const wideColumnStyle = (theme: Theme) => ({
  maxWidth: `calc(${theme.maxWidth} - 2 * ${framePadding})`,
  margin: '0 auto',
});

/**
 * A comfortable line length for reading: a role's description and its form. The form's place keeps
 * the height forms-mfe declares for this width and wider (the contact page's column is the same).
 */
export const readingColumnStyle = { maxWidth: '48rem', margin: '0 auto' };

export const pagePaddingStyle = (theme: Theme) => ({
  padding: `${theme.space.xl} ${framePadding}`,
  [mq.sm]: { padding: `${theme.space.xxl} ${framePadding}` },
});

export const titleStyle = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.h1, color: theme.colors.ink });

export const sectionTitleStyle = (theme: Theme) => ({ margin: `0 0 ${theme.space.md}`, fontSize: theme.fontSizes.h2 });

const columns = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });

/** A list of cards in a grid: one column on phones, `sm` columns from 640 px, `lg` from 1024 px. */
export function cardGridStyle({
  gap,
  sm,
  lg = sm,
}: {
  readonly gap: string;
  readonly sm: number;
  readonly lg?: number;
}) {
  return [plainListStyle, { display: 'grid', gap, ...columns(1), [mq.sm]: columns(sm), [mq.lg]: columns(lg) }];
}
