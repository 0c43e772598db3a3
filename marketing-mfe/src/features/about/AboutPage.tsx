import type { RemotePageProps } from '@inklined/contracts/remote-modules';
import { pageIntros } from '../../content/page-intros';
import { PageIntroHeader } from '../../ui/PageIntroHeader';

export function AboutPage({ Head }: RemotePageProps) {
  return (
    <>
      <Head title={pageIntros.about.documentTitle} description={pageIntros.about.lead} />
      <PageIntroHeader intro={pageIntros.about} />
    </>
  );
}
