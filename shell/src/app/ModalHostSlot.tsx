import { useOpenModal } from '@inklined/modal-store/modal-store';
import { useState } from 'react';
import { RemoteSlot } from '../remotes/RemoteSlot';

/**
 * forms-mfe's modal host is fetched only when a visitor first opens a modal (pages that embed a
 * form fetch forms-mfe sooner); after that it stays mounted and follows the shared store itself.
 */
export function ModalHostSlot() {
  const openModal = useOpenModal();
  const [needed, setNeeded] = useState(false);
  if (openModal && !needed) setNeeded(true);
  return needed ? <RemoteSlot id="forms/ModalHost" props={{}} variant="overlay" /> : null;
}
