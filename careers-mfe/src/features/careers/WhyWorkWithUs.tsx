import type { Theme } from '@emotion/react';
import { mq } from '@inklined/brand/theme';
import { careersText } from '../../content/careers-text';
import { mutedTextStyle, pagePaddingStyle, plainListStyle, sectionTitleStyle, wideColumnStyle } from '../../ui/styles';

const introStyle = (theme: Theme) => ({ maxWidth: '46rem', margin: `0 0 ${theme.space.lg}` });
const perksStyle = [
  plainListStyle,
  {
    display: 'grid',
    gap: '1rem',
    gridTemplateColumns: 'minmax(0, 1fr)',
    [mq.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
];
const perkStyle = (theme: Theme) => ({
  padding: '1.25rem',
  borderTop: `3px solid ${theme.colors.highlight}`,
  borderRadius: theme.radii.sm,
  background: theme.colors.surfaceAlt,
});
const perkTitleStyle = (theme: Theme) => ({ margin: `0 0 ${theme.space.xs}`, fontSize: theme.fontSizes.h3 });

/** The introduction: who the team is and what working with it is like. */
export function WhyWorkWithUs() {
  return (
    <section css={pagePaddingStyle} aria-labelledby="why-work-with-us">
      <div css={wideColumnStyle}>
        <h2 id="why-work-with-us" css={sectionTitleStyle}>
          {careersText.whyTitle}
        </h2>
        <p css={introStyle}>{careersText.whyIntro}</p>
        <ul css={perksStyle} role="list">
          {careersText.perks.map((perk) => (
            <li key={perk.title} css={perkStyle}>
              <h3 css={perkTitleStyle}>{perk.title}</h3>
              <p css={mutedTextStyle}>{perk.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
