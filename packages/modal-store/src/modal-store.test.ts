import { afterEach, describe, expect, test } from '@jest/globals';
import { closeModal, modalStore, openModal } from './modal-store';

describe('modal store', () => {
  afterEach(closeModal);

  test('opens one modal at a time and closes it', () => {
    openModal('expert');
    expect(modalStore.getState()).toEqual({ openModal: 'expert', contactService: null, contactPlan: null });
    openModal('contactPopup');
    expect(modalStore.getState().openModal).toBe('contactPopup');
    closeModal();
    expect(modalStore.getState()).toEqual({ openModal: null, contactService: null, contactPlan: null });
  });

  test('the contact popup can open with a service selected; closing forgets it', () => {
    openModal('contactPopup', { service: 'thesis' });
    expect(modalStore.getState()).toEqual({ openModal: 'contactPopup', contactService: 'thesis', contactPlan: null });
    openModal('expert', { service: 'ppt' });
    expect(modalStore.getState().contactService).toBeNull();
    openModal('contactPopup', { service: 'articles', plan: { tab: 'Articles', tier: 'Basic', price: '$100' } });
    expect(modalStore.getState().contactPlan).toEqual({ tab: 'Articles', tier: 'Basic', price: '$100' });
    openModal('expert');
    expect(modalStore.getState().contactPlan).toBeNull();
  });
});
