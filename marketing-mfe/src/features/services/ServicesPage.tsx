import type { RemotePageProps } from '@inklined/contracts/remote-modules';
import { pageIntros } from '../../content/page-intros';
import { PageIntroHeader } from '../../ui/PageIntroHeader';

export function ServicesPage({ Head }: RemotePageProps) {
  return (
    <>
      <Head title={pageIntros.services.documentTitle} description={pageIntros.services.lead} />
      <PageIntroHeader intro={pageIntros.services} />
    </>
  );
}
