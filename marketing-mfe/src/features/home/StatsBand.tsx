import type { Theme } from '@emotion/react';
import { mq, visuallyHidden } from '@inklined/design-system/tokens';
import { homeText, stats } from '../../content/home';
import { containerStyle } from '@inklined/design-system/layout';

const bandStyle = (theme: Theme) => ({ background: theme.colors.ink, color: theme.colors.onInk, padding: '2.5rem 0' });
const listStyle = (theme: Theme) => ({
  ...containerStyle(theme),
  listStyle: 'none',
  display: 'grid',
  gap: '1.5rem',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  margin: '0 auto',
  textAlign: 'center' as const,
});
const valueStyle = (theme: Theme) => ({
  display: 'block',
  fontFamily: theme.fonts.heading,
  fontSize: 'clamp(2rem, 1.6rem + 1.6vw, 2.75rem)',
  fontWeight: 700,
  color: theme.colors.onInk,
});
const labelStyle = (theme: Theme) => ({ color: theme.colors.onInkMuted });

/** Spec section 2: 18 active writers, 5+ years, 50+ disciplines, 4000+ completed orders. */
export function StatsBand() {
  return (
    <section css={bandStyle} aria-labelledby="stats-heading">
      <h2 id="stats-heading" css={visuallyHidden}>
        {homeText.statsHeading}
      </h2>
      <ul css={listStyle}>
        {stats.map((stat) => (
          <li key={stat.label}>
            <span css={valueStyle}>{stat.value}</span>
            <span css={labelStyle}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
