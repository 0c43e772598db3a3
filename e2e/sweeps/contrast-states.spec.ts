import type { Locator, Page } from '@playwright/test';
import { routePaths } from '@inklined/contracts/routes';
import { expect, hydrated, test } from '../fixtures';
import { drawnContrast, textContrast } from '../support/a11y';
import { openContactForm, openExpertModal, openFilledForm, openNewsletterForm } from '../support/forms';
import { expectVisibleFocus } from '../support/keyboard';
import { uniqueMarker } from '../support/mailbox';
import { expectReadable } from '../support/state-controls';

/**
 * Issue 13: colour contrast holds in every state. axe sees the page as it is; here the modals'
 * controls hovered, each form's submit button unavailable while sending, and what tells a state
 * without words are measured: text 4.5:1 against its own background (and axe's colour check on
 * it), focus rings and drawn states 3:1. Each page's own controls at rest, hovered and focused
 * are measured in page-sweeps.spec.ts.
 */
test.use({ viewport: { width: 1280, height: 800 } });
// Transitions off, so what is measured is the end state, not a frame on the way.
test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

test("the modals' controls stay readable when hovered", async ({ page }) => {
  const { dialog } = await openExpertModal(page);
  for (const control of [
    dialog.getByRole('button', { name: 'Close' }),
    dialog.getByRole('button', { name: 'Submit' }),
  ]) {
    await control.hover();
    await expectReadable(page, control, `${await control.textContent()} hovered`);
  }
  await page.keyboard.press('Escape');
  await page.goto(routePaths.services);
  await (await hydrated(page.getByRole('button', { name: /^Get Started: Articles Basic/ }))).click();
  const popup = page.getByRole('dialog', { name: 'Contact Us' });
  for (const control of [popup.getByRole('button', { name: 'Send' }), popup.getByRole('button', { name: 'Cancel' })]) {
    await control.hover();
    await expectReadable(page, control, `${await control.textContent()} hovered`);
  }
});

/** Each form, filled in, with where its submit button is and what it reads while sending. */
const forms: ReadonlyArray<{ name: string; open: (page: Page) => Promise<Locator>; submit: string; sending: string }> =
  [
    {
      name: 'the expert form',
      open: (page) => openFilledForm(page, 'expert', uniqueMarker('held')),
      submit: 'Submit',
      sending: 'Sending...',
    },
    {
      name: 'the contact page form',
      open: (page) => openFilledForm(page, 'contact', uniqueMarker('held')),
      submit: 'SEND MESSAGE',
      sending: 'SENDING...',
    },
    {
      name: 'the application form',
      open: (page) => openFilledForm(page, 'application', uniqueMarker('held')),
      submit: 'Submit Application',
      sending: 'Submitting...',
    },
    {
      name: 'the newsletter form',
      open: async (page) => {
        const form = await openNewsletterForm(page);
        await form.getByRole('textbox', { name: 'Email address' }).fill('reader@example.com');
        return form;
      },
      submit: 'Subscribe',
      sending: 'Subscribing...',
    },
  ];

for (const form of forms) {
  test(`${form.name}: the unavailable submit button while sending is readable, keeps the focus and shows it`, async ({
    page,
  }) => {
    // The answer waits until the test has looked at the sending state.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/sendEmail', async (route) => {
      await answered;
      await route.fulfill({ json: { success: true, messageId: 'held' } });
    });
    const where = await form.open(page);
    const submit = where.getByRole('button', { name: form.submit });
    await submit.focus();
    await page.keyboard.press('Enter');
    const sending = where.getByRole('button', { name: form.sending });
    await expect(sending).toHaveAttribute('aria-disabled', 'true');
    await expect(sending).toBeFocused();
    await expectVisibleFocus(page, 'sending');
    await expectReadable(page, sending, 'sending');
    answer();
    await expect(where.getByRole('status')).toHaveText(/Thank you/);
    // The form gives way to the success panel, which takes the focus the submit button held.
    await expect(where.getByRole('status')).toBeFocused();
    for (const banner of await where.getByRole('status').locator('p').all()) {
      expect(await textContrast(banner), 'the success banner').toBeGreaterThanOrEqual(4.5);
    }
  });
}

test('what tells a state or a meaning without words keeps 3:1 against what is around it', async ({ page }) => {
  const expectVisible = async (what: string, contrast: Promise<number>) =>
    expect(await contrast, what).toBeGreaterThanOrEqual(3);

  await page.goto(routePaths.faq);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const current = await hydrated(nav.getByRole('link', { name: 'FAQ' }));
  await expectVisible(
    'the bar under the current page',
    drawnContrast(current, { property: 'background-color', pseudo: '::after' }),
  );
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expectVisible(
    'the current page underlined in the menu',
    drawnContrast(current, { property: 'text-decoration-color' }),
  );
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(routePaths.about);
  const mission = await hydrated(page.getByRole('link', { name: 'Our Mission' }));
  await expect(mission).toHaveAttribute('aria-current', 'true');
  await expectVisible(
    'the rule under the section being read',
    drawnContrast(mission, { property: 'border-bottom-color' }),
  );

  await page.goto(routePaths.home);
  const stars = page.getByRole('img', { name: 'Rated 5 out of 5' }).first();
  await expectVisible("a testimonial's stars", drawnContrast(stars, { property: 'color' }));
  for (const carousel of ['What We Do', 'What Our Clients Say']) {
    const dots = page.getByRole('group', { name: carousel }).getByRole('button', { name: /Go to slide/ });
    for (const dot of [dots.first(), dots.last()]) {
      await expectVisible(
        `a dot of ${carousel}`,
        drawnContrast(dot, { property: 'background-color', pseudo: '::before' }),
      );
    }
  }

  await page.goto(routePaths.services);
  const research = await hydrated(page.getByRole('tab', { name: 'Research' }));
  await expectVisible("the chosen topic's border", drawnContrast(research, { property: 'border-top-color' }));

  const form = await openContactForm(page);
  await expectVisible(
    "a field's border",
    drawnContrast(form.getByRole('textbox', { name: /Email/ }), { property: 'border-top-color' }),
  );
});
