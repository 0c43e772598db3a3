import type { Theme } from '@emotion/react';
import { inkSurfaceFocus, mq } from '@inklined/design-system/tokens';
import { openModal } from '@inklined/modal-store/modal-store';
import { priceTabs, servicesText, type PriceTab, type PriceTier } from '../../content/services';
import { primaryButtonStyle, secondaryButtonStyle } from '../../ui/buttons';
import { Icon } from '../../ui/icons/Icon';
import { bandStyle, cardGridStyle, containerStyle, plainListStyle, sectionHeadingStyle } from '../../ui/layout';
import { useTabs } from '../../ui/use-tabs';

const tabListStyle = (theme: Theme) => ({
  display: 'flex',
  justifyContent: 'center',
  gap: '0.25rem',
  width: 'fit-content',
  maxWidth: '100%',
  margin: '0 auto 2rem',
  padding: '0.3rem',
  borderRadius: theme.radii.pill,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
});
const tabStyle = (theme: Theme) => ({
  // Three tabs fit a 320 px screen; from 640 px they take their full width.
  minWidth: 0,
  padding: '0.6rem 0.9rem',
  [mq.sm]: { minWidth: '6.5rem', padding: '0.6rem 1.25rem' },
  border: 'none',
  borderRadius: theme.radii.pill,
  background: 'transparent',
  color: theme.colors.ink,
  font: 'inherit',
  fontWeight: 650,
  cursor: 'pointer',
  '&[aria-selected="true"]': { background: theme.colors.accent, color: theme.colors.accentContrast },
  '&:hover:not([aria-selected="true"])': { background: theme.colors.accentSurface },
});
const noteStyle = (theme: Theme) => ({
  textAlign: 'center' as const,
  color: theme.colors.inkMuted,
  margin: '0 0 1.5rem',
});
const tierStyle = (tier: PriceTier) => (theme: Theme) => ({
  display: 'flex',
  flexDirection: 'column' as const,
  padding: '1.75rem 1.5rem',
  borderRadius: theme.radii.lg,
  background: tier.color === 'featured' ? theme.colors.ink : theme.colors.surface,
  color: tier.color === 'featured' ? theme.colors.onInk : theme.colors.ink,
  border: `1px solid ${tier.color === 'premium' ? theme.colors.highlight : theme.colors.border}`,
  boxShadow: tier.color === 'featured' ? theme.shadowRaised : theme.shadow,
  [mq.lg]: tier.color === 'featured' ? { transform: 'translateY(-0.5rem)' } : {},
  ...(tier.color === 'featured' ? inkSurfaceFocus : {}),
});
const tierTitleStyle = (tier: PriceTier) => (theme: Theme) => ({
  margin: 0,
  color: tier.color === 'featured' ? theme.colors.onInk : theme.colors.ink,
});
const priceStyle = (theme: Theme) => ({
  margin: '0.75rem 0 1.25rem',
  fontFamily: theme.fonts.heading,
  fontSize: '2.75rem',
  fontWeight: 700,
  lineHeight: 1,
});
const featureListStyle = { ...plainListStyle, display: 'grid', gap: '0.6rem', marginBottom: '1.75rem', flex: 1 };
const featureStyle = { display: 'flex', gap: '0.5rem', alignItems: 'flex-start' };
const checkStyle = (tier: PriceTier) => (theme: Theme) => ({
  flexShrink: 0,
  marginTop: '0.15rem',
  color: tier.color === 'featured' ? theme.colors.highlight : theme.colors.accent,
});
const featuredButtonStyle = (theme: Theme) => ({ ...secondaryButtonStyle(theme), borderColor: theme.colors.surface });

function TierCard({ tab, tier }: { readonly tab: PriceTab; readonly tier: PriceTier }) {
  return (
    <li css={tierStyle(tier)}>
      <h3 css={tierTitleStyle(tier)}>{tier.title}</h3>
      <p css={priceStyle}>{tier.price}</p>
      <ul css={featureListStyle}>
        {tier.features.map((feature) => (
          <li key={feature} css={featureStyle}>
            <Icon name="check" size={20} css={checkStyle(tier)} />
            {feature}
          </li>
        ))}
      </ul>
      <button
        type="button"
        css={tier.color === 'featured' ? featuredButtonStyle : primaryButtonStyle}
        aria-label={`${servicesText.choose}: ${tab.label} ${tier.title}, ${tier.price}`}
        onClick={() =>
          openModal('contactPopup', {
            service: tab.service,
            plan: { tab: tab.label, tier: tier.title, price: tier.price },
          })
        }
      >
        {servicesText.choose}
      </button>
    </li>
  );
}

/** Articles, Theses and PPT, three tiers each (spec section 9); a tier opens the contact popup for its service. */
export function PricingTabs() {
  const tabs = useTabs(
    priceTabs.map((tab) => tab.id),
    'articles',
  );
  return (
    <section css={bandStyle('paper')} aria-labelledby="pricing-heading">
      <div css={containerStyle}>
        <h2 id="pricing-heading" css={sectionHeadingStyle}>
          {servicesText.pricingHeading}
        </h2>
        <p css={noteStyle}>{servicesText.pricingNote}</p>
        <div {...tabs.tabListProps} aria-labelledby="pricing-heading" css={tabListStyle}>
          {priceTabs.map((tab) => (
            <button key={tab.id} {...tabs.tabProps(tab.id)} css={tabStyle}>
              {tab.label}
            </button>
          ))}
        </div>
        {priceTabs.map((tab) => (
          <div key={tab.id} {...tabs.panelProps(tab.id)}>
            <ul css={[plainListStyle, cardGridStyle(3), { alignItems: 'stretch' }]}>
              {tab.tiers.map((tier) => (
                <TierCard key={tier.title} tab={tab} tier={tier} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
