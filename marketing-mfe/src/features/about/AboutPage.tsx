import type { RemotePageProps } from '@inklined/contracts/remote-modules';
import { pageIntros } from '../../content/page-intros';
import { PageIntroHeader } from '../../ui/PageIntroHeader';

export function AboutPage(_props: RemotePageProps) {
  return <PageIntroHeader intro={pageIntros.about} />;
}
