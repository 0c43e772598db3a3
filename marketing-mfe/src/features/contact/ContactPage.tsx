import type { RemotePageProps } from '@inklined/contracts/remote-modules';
import { pageIntros } from '../../content/page-intros';
import { PageIntroHeader } from '../../ui/PageIntroHeader';

const formPlaceStyle = { maxWidth: '48rem', margin: '0 auto', padding: '2rem 1.5rem 3rem' };

export function ContactPage({ Embed, Head }: RemotePageProps) {
  return (
    <>
      <Head title={pageIntros.contact.documentTitle} description={pageIntros.contact.lead} />
      <PageIntroHeader intro={pageIntros.contact} />
      <div css={formPlaceStyle}>
        <Embed id="forms/ContactForm" props={{}} />
      </div>
    </>
  );
}
