import type { Theme } from '@emotion/react';
import { mq } from '@inklined/design-system/tokens';
import { careersText } from '../../content/careers-text';
import { PageSection } from '../../ui/PageSection';
import { mutedTextStyle } from '@inklined/design-system/layout';
import { cardGridStyle } from '../../ui/styles';

// It follows the introduction's band directly: no second gap.
const sectionStyle = { paddingTop: 0, [mq.sm]: { paddingTop: 0 } };
const stepsStyle = cardGridStyle({ gap: '1.5rem', sm: 2, lg: 4 });
const stepStyle = { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: '1rem', alignItems: 'start' };
const numberStyle = (theme: Theme) => ({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: theme.radii.pill,
  background: theme.colors.accent,
  color: theme.colors.accentContrast,
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes.h3,
  fontWeight: 700,
});
const stepTitleStyle = (theme: Theme) => ({ margin: `0.35rem 0 ${theme.space.xs}`, fontSize: theme.fontSizes.h3 });

/** Spec section 2: submit; review within 3-5 business days; writing test; onboarding. */
export function ApplicationProcess() {
  return (
    <PageSection id="application-process" title={careersText.processTitle} css={sectionStyle}>
      <ol css={stepsStyle} role="list">
        {careersText.processSteps.map((step, index) => (
          <li key={step.title} css={stepStyle}>
            {/* The list's own numbering, drawn; screen readers count the items themselves. */}
            <span css={numberStyle} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 css={stepTitleStyle}>{step.title}</h3>
              <p css={mutedTextStyle}>{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
