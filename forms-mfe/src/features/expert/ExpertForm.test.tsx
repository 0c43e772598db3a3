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
import { settle } from '../../test-support/settle';
import { ExpertForm } from './ExpertForm';

let user: UserEvent;
let network: NetworkDouble;

setUpFormTests();
beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  user = userOnFakeTimers();
  act(() => openModal('expert'));
});
afterEach(() => {
  act(closeModal);
  jest.useRealTimers();
});

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

async function fillValid() {
  await user.type(field(/First Name/), 'Meera');
  await user.type(field(/Last Name/), 'Iyer');
  await user.type(field(/Email/), 'meera@example.com');
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+91 98110 45672');
  await user.selectOptions(screen.getByRole('combobox', { name: /Industry/ }), 'healthcare');
  await user.type(field(/How can we help/), 'I need help with a systematic review.');
  await user.click(screen.getByRole('checkbox', { name: /processing my data/ }));
}

describe('ExpertForm', () => {
  test('under its button, a link to the privacy notice that opens in a new tab', () => {
    render(<ExpertForm />, { wrapper: BrandProvider });
    expectPrivacyLink();
  });

  test('checks on submit with the spec messages, ties each to its field and focuses the first', async () => {
    network = installNetworkDouble(() => sentOk());
    render(<ExpertForm />, { wrapper: BrandProvider });
    await submit(user, 'Submit');
    for (const [name, message] of [
      [/First Name/, 'First name is required'],
      [/Last Name/, 'Last name is required'],
      [/Email/, 'Email is required'],
      [/Phone/, 'Phone number is required'],
      [/How can we help/, 'This field is mandatory'],
    ] as const) {
      const input = field(name);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByRole('checkbox', { name: /processing my data/ })).toHaveAccessibleDescription(
      'You must consent to data processing',
    );
    expect(field(/First Name/)).toHaveFocus();
    expect(network.sent).toHaveLength(0);
  });

  test('an error clears when its field is edited, and only that one', async () => {
    network = installNetworkDouble(() => sentOk());
    render(<ExpertForm />, { wrapper: BrandProvider });
    await submit(user, 'Submit');
    await user.type(field(/Last Name/), 'I');
    expect(screen.queryByText('Last name is required')).toBeNull();
    expect(field(/Last Name/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('First name is required')).toBeVisible();
  });

  test.each([
    ['meera@', 'Please enter a valid email', 'Email'],
    ['12ab', 'Please enter a valid phone number', 'Phone'],
    ['0981104567', 'Please enter a valid phone number', 'Phone'],
    ['+1 2345678901234567', 'Please enter a valid phone number', 'Phone'],
  ])('%s gives "%s"', async (value, message, label) => {
    network = installNetworkDouble(() => sentOk());
    render(<ExpertForm />, { wrapper: BrandProvider });
    await user.type(screen.getByRole('textbox', { name: new RegExp(label) }), value);
    await submit(user, 'Submit');
    expect(screen.getByRole('textbox', { name: new RegExp(label) })).toHaveAccessibleDescription(message);
  });

  test('a phone with spaces and a leading + is valid', async () => {
    network = installNetworkDouble(() => sentOk());
    render(<ExpertForm />, { wrapper: BrandProvider });
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+44 20 7946 0958');
    await submit(user, 'Submit');
    expect(screen.getByRole('textbox', { name: /Phone/ })).not.toHaveAttribute('aria-invalid');
  });

  test('the message counts toward 1500 characters; a paste beyond it is kept whole, said and not sent', async () => {
    network = installNetworkDouble(() => sentOk());
    render(<ExpertForm />, { wrapper: BrandProvider });
    const message = field(/How can we help/);
    expect(message).toHaveAccessibleDescription('0/1500 characters used');
    await user.type(message, 'Twelve chars');
    expect(message).toHaveAccessibleDescription('12/1500 characters used');
    expect(message).not.toHaveAttribute('maxlength');

    await fillValid();
    await user.clear(message);
    await user.click(message);
    await user.paste('x'.repeat(1520));
    expect(message).toHaveValue('x'.repeat(1520));
    expect(message).toHaveAccessibleDescription('1520/1500 characters used (20 too many)');
    // Read out once the typing pauses, from the live region that was there from the start.
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByText('You have 20 characters too many')).toHaveAttribute('aria-live', 'polite');
    await submit(user, 'Submit');
    expect(message).toHaveAccessibleDescription(
      '1520/1500 characters used (20 too many) Please shorten this to 1500 characters or fewer.',
    );
    expect(network.sent).toHaveLength(0);
  });

  test('sends once, shows Sending, then the success message, and closes after 2 s; the news-and-offers answer is sent', async () => {
    let finish: () => void = () => undefined;
    network = installNetworkDouble(() => new Promise((resolve) => (finish = () => resolve(sentOk('outbox-7')))));
    render(<ExpertForm />, { wrapper: BrandProvider });
    await fillValid();
    await user.click(screen.getByRole('checkbox', { name: /news and offers/ }));
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => finish());
    expectSentAndThanked(
      network,
      {
        subject: 'Expert consultation request from Meera Iyer',
        message: 'I need help with a systematic review.',
        from_name: 'Meera Iyer',
        from_email: 'meera@example.com',
        phone: '+91 98110 45672',
        industry: 'Healthcare',
        marketing_consent: 'Yes',
        formType: 'expert',
      },
      "Thank you! We'll get back to you within 24 hours, Monday to Saturday.",
    );
    expect(network.sent[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    act(() => jest.advanceTimersByTime(1_999));
    expect(modalStore.getState().openModal).toBe('expert');
    act(() => jest.advanceTimersByTime(1));
    expect(modalStore.getState().openModal).toBeNull();
  });

  test("a refusal is the service's words, a server error the sender's message; the same content is retried under the same key", async () => {
    network = installNetworkDouble((_request, count) =>
      count === 1
        ? { status: 429, body: { success: false, error: 'Too many submissions from your network.' } }
        : { status: 500 },
    );
    render(<ExpertForm />, { wrapper: BrandProvider });
    await fillValid();
    await submit(user, 'Submit');
    expect(screen.getByRole('alert')).toHaveTextContent('Too many submissions from your network.');
    await submit(user, 'Submit');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send email. Please try again later.');
    expect(network.sent[1]?.headers['Idempotency-Key']).toBe(network.sent[0]?.headers['Idempotency-Key']);
    expect(modalStore.getState().openModal).toBe('expert');
  });
});
