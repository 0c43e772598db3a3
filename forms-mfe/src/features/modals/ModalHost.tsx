import { closeModal, useOpenModal } from '@inklined/modal-store/modal-store';
import { Dialog } from '@inklined/design-system/Dialog';
import { contactPopupText, expertText, modalText } from '../../content/form-text';
import { ContactPopupForm } from '../contact-popup/ContactPopupForm';
import { ExpertForm } from '../expert/ExpertForm';

/** Renders the modal the shared store says is open, whichever app opened it. */
export function ModalHost() {
  const openModal = useOpenModal();
  if (openModal === 'expert') {
    return (
      <Dialog title={expertText.title} closeLabel={modalText.close} onClose={closeModal} closeOnBackdrop>
        <ExpertForm />
      </Dialog>
    );
  }
  if (openModal === 'contactPopup') {
    return (
      <Dialog title={contactPopupText.title} closeLabel={modalText.close} onClose={closeModal} closeOnBackdrop={false}>
        <ContactPopupForm />
      </Dialog>
    );
  }
  return null;
}
