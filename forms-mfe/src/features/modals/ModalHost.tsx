import { closeModal, useOpenModal } from '@inklined/modal-store/modal-store';
import { modalIntros, modalTitles } from '../../content/modal-text';
import { Modal } from './Modal';

/** Renders the modal the shared store says is open, whichever app opened it. */
export function ModalHost() {
  const openModal = useOpenModal();
  if (!openModal) return null;
  return (
    <Modal title={modalTitles[openModal]} onClose={closeModal} closeOnBackdrop={openModal === 'expert'}>
      <p>{modalIntros[openModal]}</p>
    </Modal>
  );
}
