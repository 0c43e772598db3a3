import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { openModal } from '@inklined/modal-store/modal-store';
import { contactPopupText, expertText } from '../content/form-text';
import { ContactForm } from '../features/contact-form/ContactForm';
import { JobApplicationForm } from '../features/job-application/JobApplicationForm';
import { ModalHost } from '../features/modals/ModalHost';

const previewStyle = { maxWidth: '48rem', margin: '0 auto', padding: '2rem', display: 'grid', gap: '2rem' };
const buttonsStyle = { display: 'flex', gap: '1rem' };

/** The team's own page: the two modals and the two embeddable forms, outside the shell. */
export function PreviewApp() {
  return (
    <BrandProvider>
      <main css={previewStyle}>
        <div css={buttonsStyle}>
          <button type="button" onClick={() => openModal('expert')}>
            {expertText.title}
          </button>
          <button type="button" onClick={() => openModal('contactPopup', { service: 'thesis' })}>
            {contactPopupText.title}
          </button>
        </div>
        <ContactForm />
        <JobApplicationForm roleTitle="Medical Writing Specialist" />
      </main>
      <ModalHost />
    </BrandProvider>
  );
}
