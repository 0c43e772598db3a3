import type { RemotePageProps } from '@inklined/contracts/remote-modules';
import { servicesText } from '../../content/services';
import { PageIntroHeader } from '../../ui/PageIntroHeader';
import { IncludedInEveryOrder } from './IncludedInEveryOrder';
import { PricingTabs } from './PricingTabs';
import { TopicsPanel } from './TopicsPanel';

/** Services (spec section 2): prices, topics and what every order includes. */
export function ServicesPage({ Head }: RemotePageProps) {
  return (
    <>
      <Head title={servicesText.documentTitle} description={servicesText.description} />
      <PageIntroHeader intro={servicesText} />
      <PricingTabs />
      <TopicsPanel />
      <IncludedInEveryOrder />
    </>
  );
}
