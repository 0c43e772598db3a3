import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The modals of the site. Each is rendered by forms-mfe and may be opened from any app. */
export type ModalName = 'contactPopup' | 'expert';

/** The services of the contact popup (spec section 3), in the order the form lists them. */
export const contactServices = ['ppt', 'thesis', 'articles', 'other'] as const;
export type ContactService = (typeof contactServices)[number];

export interface ModalState {
  readonly openModal: ModalName | null;
  /** The service the contact popup opens with, chosen by the price tier that opened it. */
  readonly contactService: ContactService | null;
}

/**
 * A vanilla store, so separate React trees and apps share it. It must stay one instance in the
 * browser: the package is a federation singleton in every build (see docs/decisions).
 */
export const modalStore = createStore<ModalState>(() => ({ openModal: null, contactService: null }));

export interface OpenModalOptions {
  /** Only for the contact popup: the service selected when it opens. */
  readonly service?: ContactService;
}

export function openModal(name: ModalName, options: OpenModalOptions = {}): void {
  modalStore.setState({ openModal: name, contactService: name === 'contactPopup' ? (options.service ?? null) : null });
}

export function closeModal(): void {
  modalStore.setState({ openModal: null, contactService: null });
}

export function useOpenModal(): ModalName | null {
  return useStore(modalStore, (state) => state.openModal);
}

export function useContactService(): ContactService | null {
  return useStore(modalStore, (state) => state.contactService);
}
