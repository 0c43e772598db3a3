import type { RemotePageProps } from '@inklined/contracts/remote-modules';
import { pageIntros } from '../../content/page-intros';
import { PageIntroHeader } from '../../ui/PageIntroHeader';

export function BlogPage({ Head }: RemotePageProps) {
  return (
    <>
      <Head title={pageIntros.blog.documentTitle} description={pageIntros.blog.lead} />
      <PageIntroHeader intro={pageIntros.blog} />
    </>
  );
}
