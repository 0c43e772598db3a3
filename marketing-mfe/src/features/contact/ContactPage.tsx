import { mq } from '@inklined/design-system/tokens';
import type { RemotePageProps } from '@inklined/contracts/remote-modules';
import { contactText } from '../../content/contact';
import { bandStyle, containerStyle } from '@inklined/design-system/layout';
import { PageIntroHeader } from '../../ui/PageIntroHeader';
import { ContactInfo } from './ContactInfo';
import { ContactOptions } from './ContactOptions';
import { Offices } from './Offices';

const formRowStyle = {
  display: 'grid',
  gap: '1.5rem',
  alignItems: 'start',
  // One column that may be narrower than the form's widest line (a 320 px screen), then two.
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1.6fr) minmax(0, 1fr)' },
};

/** Contact (spec section 2): ways to reach us, the message form (forms-mfe's, through Embed), contact information and offices. */
export function ContactPage({ Embed, Head }: RemotePageProps) {
  return (
    <>
      <Head title={contactText.documentTitle} description={contactText.description} />
      <PageIntroHeader intro={contactText} />
      <div css={bandStyle('plain')}>
        <div css={containerStyle}>
          <ContactOptions />
        </div>
      </div>
      <div css={bandStyle('paper')}>
        <div css={[containerStyle, formRowStyle]}>
          <Embed id="forms/ContactForm" props={{}} />
          <ContactInfo />
        </div>
      </div>
      <div css={bandStyle('plain')}>
        <div css={containerStyle}>
          <Offices />
        </div>
      </div>
    </>
  );
}
