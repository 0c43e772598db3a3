import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The modals of the site. Each is rendered by forms-mfe and may be opened from any app. */
export type ModalName = 'contactPopup' | 'expert';

/** The services of the contact popup (spec section 3), in the order the form lists them. */
export const contactServices = ['ppt', 'thesis', 'articles', 'other'] as const;
export type ContactService = (typeof contactServices)[number];

/**
 * Each service's one name: the services page's price tabs (spec section 2: Articles, Theses,
 * PPT) and the forms' service choices say it alike, and the inbox mail carries it.
 */
export const serviceNames: Readonly<Record<ContactService, string>> = {
  ppt: 'PPT',
  thesis: 'Theses',
  articles: 'Articles',
  other: 'Other',
};

/** A price tier the visitor chose on the services page: the tab, the tier and its price. */
export interface ChosenPlan {
  readonly tab: string;
  readonly tier: string;
  readonly price: string;
}

export interface ModalState {
  readonly openModal: ModalName | null;
  /** The service the contact popup opens with, chosen by the price tier that opened it. */
  readonly contactService: ContactService | null;
  /** The price tier that opened the contact popup, carried into the e-mail. */
  readonly contactPlan: ChosenPlan | null;
}

/**
 * A vanilla store, so separate React trees and apps share it. It must stay one instance in the
 * browser: the package is a federation singleton in every build (see docs/decisions).
 */
export const modalStore = createStore<ModalState>(() => ({ openModal: null, contactService: null, contactPlan: null }));

export interface OpenModalOptions {
  /** Only for the contact popup: the service selected when it opens. */
  readonly service?: ContactService;
  /** Only for the contact popup: the price tier that opened it. */
  readonly plan?: ChosenPlan;
}

export function openModal(name: ModalName, options: OpenModalOptions = {}): void {
  const popup = name === 'contactPopup';
  modalStore.setState({
    openModal: name,
    contactService: popup ? (options.service ?? null) : null,
    contactPlan: popup ? (options.plan ?? null) : null,
  });
}

export function closeModal(): void {
  modalStore.setState({ openModal: null, contactService: null, contactPlan: null });
}

export function useOpenModal(): ModalName | null {
  return useStore(modalStore, (state) => state.openModal);
}

export function useContactService(): ContactService | null {
  return useStore(modalStore, (state) => state.contactService);
}

export function useContactPlan(): ChosenPlan | null {
  return useStore(modalStore, (state) => state.contactPlan);
}
