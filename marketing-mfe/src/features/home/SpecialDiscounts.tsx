import type { Theme } from '@emotion/react';
import { discounts, homeText } from '../../content/home';
import { BandSection } from '../../ui/BandSection';
import { Icon } from '../../ui/icons/Icon';
import { cardGridStyle, mutedTextStyle, plainListStyle } from '@inklined/design-system/layout';

const cardStyle = (theme: Theme) => ({
  position: 'relative' as const,
  padding: '1.75rem 1.5rem',
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderTop: `4px solid ${theme.colors.highlight}`,
  boxShadow: theme.shadow,
});
const valueStyle = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  fontFamily: theme.fonts.heading,
  fontSize: '2.5rem',
  fontWeight: 700,
  color: theme.colors.accent,
  lineHeight: 1,
});
const tagStyle = (theme: Theme) => ({ color: theme.colors.highlight });
const titleStyle = { margin: '0.75rem 0 0.35rem' };

/** Special Discounts (spec sections 2 and 9): 20% first order, 15% on 3+ assignments, 10% referral. */
export function SpecialDiscounts() {
  return (
    <BandSection tone="paper" id="discounts-heading" title={homeText.discountsHeading} lead={homeText.discountsLead}>
      <ul css={[plainListStyle, cardGridStyle(3)]}>
        {discounts.map((discount) => (
          <li key={discount.title} css={cardStyle}>
            <p css={valueStyle}>
              <Icon name="tag" size={26} css={tagStyle} />
              {discount.value}
            </p>
            <h3 css={titleStyle}>{discount.title}</h3>
            <p css={mutedTextStyle}>{discount.text}</p>
          </li>
        ))}
      </ul>
    </BandSection>
  );
}
