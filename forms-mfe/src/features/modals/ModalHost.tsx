import { closeModal, useOpenModal } from '@inklined/modal-store/modal-store';
import { contactPopupText, expertText } from '../../content/form-text';
import { ContactPopupForm } from '../contact-popup/ContactPopupForm';
import { ExpertForm } from '../expert/ExpertForm';
import { Modal } from './Modal';

/** Renders the modal the shared store says is open, whichever app opened it. */
export function ModalHost() {
  const openModal = useOpenModal();
  if (openModal === 'expert') {
    return (
      <Modal title={expertText.title} onClose={closeModal} closeOnBackdrop>
        <ExpertForm />
      </Modal>
    );
  }
  if (openModal === 'contactPopup') {
    return (
      <Modal title={contactPopupText.title} onClose={closeModal} closeOnBackdrop={false}>
        <ContactPopupForm />
      </Modal>
    );
  }
  return null;
}
