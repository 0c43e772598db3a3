import { afterEach, describe, expect, test } from '@jest/globals';
import { closeModal, modalStore, openModal } from './modal-store';

describe('modal store', () => {
  afterEach(closeModal);

  test('opens one modal at a time and closes it', () => {
    openModal('expert');
    expect(modalStore.getState()).toEqual({ openModal: 'expert', contactService: null });
    openModal('contactPopup');
    expect(modalStore.getState().openModal).toBe('contactPopup');
    closeModal();
    expect(modalStore.getState()).toEqual({ openModal: null, contactService: null });
  });

  test('the contact popup can open with a service selected; closing forgets it', () => {
    openModal('contactPopup', { service: 'thesis' });
    expect(modalStore.getState()).toEqual({ openModal: 'contactPopup', contactService: 'thesis' });
    openModal('expert', { service: 'ppt' });
    expect(modalStore.getState().contactService).toBeNull();
  });
});
