import type { RemotePageProps } from '@inklined/contracts/remote-modules';
import { servicesText } from '../../content/services';
import { NextStepBand } from '../../ui/NextStepBand';
import { PageIntroHeader } from '../../ui/PageIntroHeader';
import { IncludedInEveryOrder } from './IncludedInEveryOrder';
import { PricingTabs } from './PricingTabs';
import { TopicsPanel } from './TopicsPanel';

/** Services (spec section 2): prices, topics and what every order includes, then the next step. */
export function ServicesPage({ Head, Link }: RemotePageProps) {
  return (
    <>
      <Head title={servicesText.documentTitle} description={servicesText.description} />
      <PageIntroHeader intro={servicesText} />
      <PricingTabs />
      <TopicsPanel />
      <IncludedInEveryOrder />
      <NextStepBand id="services-next-heading" step={servicesText.nextStep} Link={Link} />
    </>
  );
}
