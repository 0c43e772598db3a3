import { Button } from '@inklined/design-system/Button';
import { bandStyle, containerStyle } from '@inklined/design-system/layout';
import { PriceCard, priceCardListStyle } from '@inklined/design-system/PriceCard';
import { SectionHeading } from '@inklined/design-system/SectionHeading';
import { tabListStyle, tabStyle, useTabs } from '@inklined/design-system/Tabs';
import { openModal } from '@inklined/modal-store/modal-store';
import { priceTabs, servicesText, type PriceTab, type PriceTier } from '../../content/services';

function TierCard({ tab, tier }: { readonly tab: PriceTab; readonly tier: PriceTier }) {
  return (
    <PriceCard
      title={tier.title}
      price={tier.price}
      features={tier.features}
      tone={tier.color}
      action={
        <Button
          variant={tier.color === 'featured' ? 'inverse' : 'primary'}
          aria-label={`${servicesText.choose}: ${tab.label} ${tier.title}, ${tier.price}`}
          onClick={() =>
            openModal('contactPopup', {
              service: tab.service,
              plan: { tab: tab.label, tier: tier.title, price: tier.price },
            })
          }
        >
          {servicesText.choose}
        </Button>
      }
    />
  );
}

/**
 * Articles, Theses and PPT, three tiers each (spec section 9), comparable at a glance (the
 * design system's PriceCard); a tier opens the contact popup with its tab and tier chosen.
 */
export function PricingTabs() {
  const tabs = useTabs(
    priceTabs.map((tab) => tab.id),
    'articles',
  );
  return (
    <section css={bandStyle('paper')} aria-labelledby="pricing-heading">
      <div css={containerStyle}>
        <SectionHeading id="pricing-heading" title={servicesText.pricingHeading} lead={servicesText.pricingNote} />
        <div {...tabs.tabListProps} aria-labelledby="pricing-heading" css={tabListStyle}>
          {priceTabs.map((tab) => (
            <button key={tab.id} {...tabs.tabProps(tab.id)} css={tabStyle}>
              {tab.label}
            </button>
          ))}
        </div>
        {priceTabs.map((tab) => (
          <div key={tab.id} {...tabs.panelProps(tab.id)}>
            <ul css={priceCardListStyle(3)}>
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
