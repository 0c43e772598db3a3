import type { RemotePageProps } from '@inklined/contracts/remote-modules';
import { pageIntros } from '../../content/page-intros';
import { PageIntroHeader } from '../../ui/PageIntroHeader';

export function FaqPage(_props: RemotePageProps) {
  return <PageIntroHeader intro={pageIntros.faq} />;
}
