import type { RemotePageProps } from '@inklined/contracts/remote-modules';
import { pageIntros } from '../../content/page-intros';
import { PageIntroHeader } from '../../ui/PageIntroHeader';

export function FaqPage({ Head }: RemotePageProps) {
  return (
    <>
      <Head title={pageIntros.faq.documentTitle} description={pageIntros.faq.lead} />
      <PageIntroHeader intro={pageIntros.faq} />
    </>
  );
}
