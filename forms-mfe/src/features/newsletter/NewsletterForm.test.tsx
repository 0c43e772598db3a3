import { describe, expect, test } from '@jest/globals';
import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installNetworkDouble, sentOk, type NetworkDouble } from '../../test-support/network-double';
import { setUpFormTests, expectPrivacyLink, expectSentAndThanked, submit } from '../../test-support/form-tests';
import { NewsletterForm } from './NewsletterForm';

let network: NetworkDouble;
setUpFormTests();

describe('NewsletterForm', () => {
  test('under its button, a link to the privacy notice that opens in a new tab', () => {
    render(<NewsletterForm />, { wrapper: BrandProvider });
    expectPrivacyLink();
  });

  test('asks for a valid address before sending anything', async () => {
    network = installNetworkDouble(() => sentOk());
    const user = userEvent.setup();
    render(<NewsletterForm />, { wrapper: BrandProvider });
    await submit(user, 'Subscribe');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'nope');
    await submit(user, 'Subscribe');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'Please enter a valid email',
    );
    expect(network.sent).toHaveLength(0);
  });

  test('sends the subscription to the inbox, thanks the reader and clears the field', async () => {
    network = installNetworkDouble(() => sentOk());
    const user = userEvent.setup();
    render(<NewsletterForm />, { wrapper: BrandProvider });
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'reader@example.com');
    await submit(user, 'Subscribe');
    expectSentAndThanked(
      network,
      {
        subject: 'Newsletter subscription',
        message: 'Please add reader@example.com to the blog newsletter.',
        from_email: 'reader@example.com',
        formType: 'newsletter',
      },
      'Thank you! We will e-mail you when a new post is out.',
    );
    // The form gives way to the success panel, which takes the focus; "Send another" brings it back empty.
    expect(screen.queryByRole('button', { name: /Subscribe/i })).toBeNull();
    expect(screen.getByRole('status')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send another' }));
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });
});
