import { useOpenModal } from '@inklined/modal-store/modal-store';
import { useState } from 'react';
import { RemoteSlot } from '../remotes/RemoteSlot';

/**
 * forms-mfe is fetched only when a visitor first opens a modal; after that its ModalHost stays
 * mounted and follows the shared store itself.
 */
export function ModalHostSlot() {
  const openModal = useOpenModal();
  const [needed, setNeeded] = useState(false);
  if (openModal && !needed) setNeeded(true);
  return needed ? <RemoteSlot id="forms/ModalHost" props={{}} /> : null;
}
