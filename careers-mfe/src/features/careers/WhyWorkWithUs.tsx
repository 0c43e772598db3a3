import type { Theme } from '@emotion/react';
import { cardStyle } from '@inklined/design-system/Card';
import { careersText } from '../../content/careers-text';
import { PageSection } from '../../ui/PageSection';
import { mutedTextStyle } from '@inklined/design-system/layout';
import { cardGridStyle } from '../../ui/styles';

const introStyle = (theme: Theme) => ({ maxWidth: '46rem', margin: `0 0 ${theme.space.lg}` });
const perksStyle = cardGridStyle({ gap: '1rem', sm: 3 });
const perkStyle = (theme: Theme) => ({ ...cardStyle(theme), padding: '1.25rem' });
const perkTitleStyle = (theme: Theme) => ({ margin: `0 0 ${theme.space.xs}`, fontSize: theme.fontSizes.h3 });

/** The introduction: who the team is and what working with it is like. */
export function WhyWorkWithUs() {
  return (
    <PageSection id="why-work-with-us" title={careersText.whyTitle}>
      <p css={introStyle}>{careersText.whyIntro}</p>
      <ul css={perksStyle} role="list">
        {careersText.perks.map((perk) => (
          <li key={perk.title} css={perkStyle}>
            <h3 css={perkTitleStyle}>{perk.title}</h3>
            <p css={mutedTextStyle}>{perk.body}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
