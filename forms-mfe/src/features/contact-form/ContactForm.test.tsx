import { describe, expect, jest, test } from '@jest/globals';
import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installNetworkDouble, sentOk, type NetworkDouble } from '../../test-support/network-double';
import { setUpFormTests, expectPrivacyLink, expectSentAndThanked, submit } from '../../test-support/form-tests';
import { ContactForm } from './ContactForm';

let network: NetworkDouble;
setUpFormTests();

const box = (name: RegExp) => screen.getByRole('textbox', { name });

describe('ContactForm', () => {
  test('under its button, a link to the privacy notice that opens in a new tab', () => {
    render(<ContactForm />, { wrapper: BrandProvider });
    expectPrivacyLink();
  });

  test('has its heading and the six fields of the contact page form', () => {
    render(<ContactForm />, { wrapper: BrandProvider });
    expect(screen.getByRole('form', { name: 'Send Us a Message' })).toBeVisible();
    for (const name of [/Name/, /Email/, /Phone/, /Subject/, /Message/]) expect(box(name)).toBeVisible();
    expect(screen.getByRole('combobox', { name: /Service/ })).toBeVisible();
  });

  test('an empty form is not sent: name, email and message say what is missing', async () => {
    network = installNetworkDouble(() => sentOk());
    const user = userEvent.setup();
    render(<ContactForm />, { wrapper: BrandProvider });
    await submit(user, 'SEND MESSAGE');
    expect(box(/Name/)).toHaveAccessibleDescription('Please enter your name.');
    expect(box(/Email/)).toHaveAccessibleDescription('Please enter your email address so we can reply.');
    expect(box(/Message/)).toHaveAccessibleDescription('0/5000 characters used Please write your message.');
    expect(box(/Name/)).toHaveFocus();
    await user.type(box(/Email/), 'not-an-address');
    await submit(user, 'SEND MESSAGE');
    expect(box(/Email/)).toHaveAccessibleDescription('Please enter a valid email');
    expect(network.sent).toHaveLength(0);
  });

  test('sends phone, service and subject too, then thanks the visitor and clears every field', async () => {
    let finish: () => void = () => undefined;
    network = installNetworkDouble(() => new Promise((resolve) => (finish = () => resolve(sentOk()))));
    const user = userEvent.setup();
    render(<ContactForm />, { wrapper: BrandProvider });
    // What the visitor types, box by box, is what the request carries under the contract's names.
    const typed = {
      from_name: [/Name/, 'Ananya Bose'],
      from_email: [/Email/, 'ananya@example.com'],
      phone: [/Phone/, '+91 99580 31264'],
      subject: [/Subject/, 'Journal article'],
      message: [/Message/, 'Can you edit a manuscript?'],
    } as const;
    for (const [name, value] of Object.values(typed)) await user.type(box(name), value);
    await user.selectOptions(screen.getByRole('combobox', { name: /Service/ }), 'articles');
    await submit(user, 'SEND MESSAGE');
    expect(screen.getByRole('button', { name: 'SENDING...' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => finish());
    const sentFields = Object.fromEntries(Object.entries(typed).map(([field, [, value]]) => [field, value]));
    expectSentAndThanked(
      network,
      { ...sentFields, service: 'Articles', formType: 'contact' },
      'Thank you for your message! We will get back to you soon.',
    );
    // The form gives way to the success panel, which takes the focus; "Send another" brings it back empty.
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.getByRole('status')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send another' }));
    for (const name of [/Name/, /Email/, /Phone/, /Subject/, /Message/]) expect(box(name)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Service/ })).toHaveValue('');
  });

  test('without a subject, one is made from the name; a failure keeps the fields', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    network = installNetworkDouble(() => ({ status: 502 }));
    const user = userEvent.setup();
    render(<ContactForm />, { wrapper: BrandProvider });
    await user.type(box(/Name/), 'Ananya Bose');
    await user.type(box(/Email/), 'ananya@example.com');
    await user.type(box(/Message/), 'Hello');
    // 502 is tried three times (the client's retries) before the visitor hears of it.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const sending = user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5_000);
    });
    await sending;
    jest.useRealTimers();
    expect(network.sent).toHaveLength(3);
    expect(network.sent[0]?.body.subject).toBe('Message from Ananya Bose via the contact page');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send email. Please try again later.');
    expect(box(/Message/)).toHaveValue('Hello');
  });
});
