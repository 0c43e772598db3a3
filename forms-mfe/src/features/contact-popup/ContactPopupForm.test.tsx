import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { closeModal, modalStore, openModal } from '@inklined/modal-store/modal-store';
import { act, render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { installNetworkDouble, sentOk, type NetworkDouble } from '../../test-support/network-double';
import {
  setUpFormTests,
  userOnFakeTimers,
  expectPrivacyLink,
  expectSentAndThanked,
  submit,
} from '../../test-support/form-tests';
import { ContactPopupForm } from './ContactPopupForm';

let user: UserEvent;
let network: NetworkDouble;

setUpFormTests();
beforeEach(() => {
  jest.useFakeTimers();
  user = userOnFakeTimers();
});
afterEach(() => {
  act(closeModal);
  jest.useRealTimers();
});

describe('ContactPopupForm', () => {
  test('under its button, a link to the privacy notice that opens in a new tab', () => {
    act(() => openModal('contactPopup'));
    render(<ContactPopupForm />, { wrapper: BrandProvider });
    expectPrivacyLink();
  });

  test('the browser requires name, email, service and message; phone is optional', () => {
    act(() => openModal('contactPopup'));
    render(<ContactPopupForm />, { wrapper: BrandProvider });
    for (const name of [/Name/, /Email/, /Message/]) expect(screen.getByRole('textbox', { name })).toBeRequired();
    expect(screen.getByRole('combobox', { name: /Service/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Phone/ })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('type', 'email');
  });

  test('opens with the service a price tier chose', () => {
    act(() => openModal('contactPopup', { service: 'thesis' }));
    render(<ContactPopupForm />, { wrapper: BrandProvider });
    expect(screen.getByRole('combobox', { name: /Service/ })).toHaveValue('thesis');
  });

  test('sends, thanks the visitor and closes after 2 s', async () => {
    network = installNetworkDouble(() => sentOk());
    act(() => openModal('contactPopup', { service: 'ppt' }));
    render(<ContactPopupForm />, { wrapper: BrandProvider });
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Kabir Shah');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'kabir@example.com');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'A deck for my viva.');
    await submit(user, 'Send');
    expectSentAndThanked(
      network,
      {
        subject: 'Contact request: PPT, from Kabir Shah',
        message: 'A deck for my viva.',
        from_name: 'Kabir Shah',
        from_email: 'kabir@example.com',
        phone: '',
        service: 'PPT',
        formType: 'contactPopup',
      },
      'Thank you! We will contact you soon.',
    );
    act(() => jest.advanceTimersByTime(2_000));
    expect(modalStore.getState().openModal).toBeNull();
  });

  test('Cancel closes the popup', async () => {
    act(() => openModal('contactPopup'));
    render(<ContactPopupForm />, { wrapper: BrandProvider });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(modalStore.getState().openModal).toBeNull();
  });
});
