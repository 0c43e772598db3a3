import type { ModalName } from '@inklined/modal-store/modal-store';

export const modalTitles: Readonly<Record<ModalName, string>> = {
  expert: 'Speak with an Expert',
  contactPopup: 'Contact Us',
};

export const modalIntros: Readonly<Record<ModalName, string>> = {
  expert: 'Tell us about your project and a subject expert will get back to you within 24 hours.',
  contactPopup: 'Tell us what you need and we will contact you soon.',
};

export const closeLabel = 'Close';
