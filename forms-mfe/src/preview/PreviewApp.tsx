import { BrandProvider } from '@inklined/brand/BrandProvider';
import { openModal } from '@inklined/modal-store/modal-store';
import { ModalHost } from '../features/modals/ModalHost';
import { modalTitles } from '../content/modal-text';

export function PreviewApp() {
  return (
    <BrandProvider>
      <main css={{ padding: '2rem', display: 'flex', gap: '1rem' }}>
        <button type="button" onClick={() => openModal('expert')}>
          {modalTitles.expert}
        </button>
        <button type="button" onClick={() => openModal('contactPopup')}>
          {modalTitles.contactPopup}
        </button>
      </main>
      <ModalHost />
    </BrandProvider>
  );
}
