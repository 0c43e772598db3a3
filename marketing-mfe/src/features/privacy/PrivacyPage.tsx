import { privacyContact } from '@inklined/brand/site-facts';
import type { RemotePageProps } from '@inklined/contracts/remote-modules';
import {
  formNotices,
  formsSection,
  keepingSection,
  otherSection,
  privacyText,
  requestsSection,
} from '../../content/privacy';
import { BandSection } from '../../ui/BandSection';
import { PageIntroHeader } from '../../ui/PageIntroHeader';
import { FormNoticeList } from './FormNoticeList';

const itemsStyle = { display: 'grid', gap: '0.75rem', margin: 0, paddingInlineStart: '1.25rem' };
const requestsStyle = { display: 'grid', gap: '1rem', '& p': { margin: 0 } };
// The address is one long word: on the narrowest phone it may break rather than run out.
const addressStyle = { overflowWrap: 'anywhere' as const };

function Sentences({ items }: { readonly items: readonly string[] }) {
  return (
    <ul css={itemsStyle}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The privacy notice (issue 39): what each form sends, why, who receives it, how long the email
 * service keeps it, and where to ask for a copy or its erasure. Every period and the address are
 * the site's facts (@inklined/brand/site-facts), which the service's defaults read too.
 */
export function PrivacyPage({ Head }: RemotePageProps) {
  return (
    <>
      <Head title={privacyText.documentTitle} description={privacyText.description} />
      <PageIntroHeader intro={privacyText} />
      <BandSection id="privacy-forms" tone="plain" reading title={formsSection.heading} lead={formsSection.lead}>
        <FormNoticeList notices={formNotices} terms={formsSection.terms} />
      </BandSection>
      <BandSection id="privacy-keeping" tone="paper" reading title={keepingSection.heading}>
        <Sentences items={keepingSection.items} />
      </BandSection>
      <BandSection id="privacy-other" tone="plain" reading title={otherSection.heading}>
        <Sentences items={otherSection.items} />
      </BandSection>
      <BandSection id="privacy-requests" tone="tint" reading title={requestsSection.heading}>
        <div css={requestsStyle}>
          <p>
            {requestsSection.before}
            <a href={`mailto:${privacyContact}`} css={addressStyle}>
              {privacyContact}
            </a>
            {requestsSection.after}
          </p>
          <p>{requestsSection.receipt}</p>
          <p>{requestsSection.laws}</p>
        </div>
      </BandSection>
    </>
  );
}
