import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The modals of the site. Each is rendered by forms-mfe and may be opened from any app. */
export type ModalName = 'contactPopup' | 'expert';

export interface ModalState {
  readonly openModal: ModalName | null;
}

/**
 * A vanilla store, so separate React trees and apps share it. It must stay one instance in the
 * browser: the package is a federation singleton in every build (see docs/decisions).
 */
export const modalStore = createStore<ModalState>(() => ({ openModal: null }));

export function openModal(name: ModalName): void {
  modalStore.setState({ openModal: name });
}

export function closeModal(): void {
  modalStore.setState({ openModal: null });
}

export function useOpenModal(): ModalName | null {
  return useStore(modalStore, (state) => state.openModal);
}
