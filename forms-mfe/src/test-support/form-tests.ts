import { afterEach, beforeEach, expect, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { TEST_REFERENCE, uninstallNetworkDouble, type NetworkDouble } from './network-double';
import { settle } from './settle';

/**
 * What every form's test file sets up: the email client's log of each send kept quiet, and after
 * each test the network double removed and every spy restored. A file adds its own hooks after it.
 */
export function setUpFormTests(): void {
  beforeEach(() => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    uninstallNetworkDouble();
    jest.restoreAllMocks();
  });
}

/**
 * A user for a test on jest's fake timers. The time user-event lets pass between its steps passes
 * inside act(), so what a timer starts then (the network double's answer, a count read out) is
 * rendered as in the browser, not reported as an update outside act().
 */
export function userOnFakeTimers(): UserEvent {
  return userEvent.setup({
    advanceTimers: (ms) => act(async () => void (await jest.advanceTimersByTimeAsync(ms))),
  });
}

/** Clicks the form's button and lets the check and the send it starts finish. */
export async function submit(user: UserEvent, button: string): Promise<void> {
  await user.click(screen.getByRole('button', { name: button }));
  await settle();
}

/** A request's body as every form sends it: to the one inbox, its own fields, the honeypot empty. */
export const toInbox = (fields: Record<string, unknown>) => ({
  to_email: 'contact@criticallyinklined.com',
  ...fields,
  website: '',
});

/**
 * The one request sent carried these fields to the inbox, and the visitor was thanked with `thanks`
 * and given the reference of the answer, both read out.
 */
export function expectSentAndThanked(network: NetworkDouble, fields: Record<string, unknown>, thanks: string): void {
  expect(network.sent).toHaveLength(1);
  expect(network.sent[0]?.body).toEqual(toInbox(fields));
  expect(screen.getByRole('status')).toHaveTextContent(thanks);
  expect(screen.getByRole('status')).toHaveTextContent(
    `Your reference: ${TEST_REFERENCE}. Please quote it when you write or call.`,
  );
}

/**
 * The line under the form's button: a link to the privacy notice that opens in a new tab (so what
 * the visitor typed stays), and says so to a screen reader.
 */
export function expectPrivacyLink(): void {
  const link = screen.getByRole('link', { name: /How we use your details/ });
  expect(link).toHaveAttribute('href', '/privacy');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener');
  expect(link).toHaveAccessibleName('How we use your details (opens in a new tab)');
}
