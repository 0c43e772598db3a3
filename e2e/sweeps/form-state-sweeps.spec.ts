import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { axeViolations, axeViolationsWhileTimeStandsStill } from '../support/a11y';
import {
  fillApplicationForm,
  fillContactForm,
  fillContactPopup,
  fillExpertForm,
  openApplicationForm,
  openContactForm,
  openContactPopup,
  openExpertModal,
  openNewsletterForm,
} from '../support/forms';
import { uniqueMarker } from '../support/mailbox';

/**
 * Issue 13: no form of the site has an axe violation (WCAG 2.2 A/AA) with its errors showing, with
 * its error banner, or with its success banner, at a phone's and a laptop's width. One visit per
 * form and width goes through its states in a visitor's order (issue 20): the errors of an empty
 * or wrong form, a send that fails, the same send once the service answers.
 */

/** Holds every request to the email endpoint failing (not retried: a 500 is final) until released. */
async function failSending(page: Page): Promise<() => Promise<void>> {
  const pattern = '**/api/sendEmail';
  await page.route(pattern, (route) => route.fulfill({ status: 500 }));
  return () => page.unroute(pattern);
}

/**
 * axe over the form (or its dialog), and the state it was meant to see still showing afterwards.
 * The rest of the page is swept at rest (page-sweeps.spec.ts); here the page stands wherever the
 * form's banner scrolled it, which can leave a link of the page half under the sticky header.
 */
async function noViolations(page: Page, where: Locator, state: string, clockPaused = false): Promise<void> {
  await where.evaluate((element) => element.setAttribute('data-axe-scope', ''));
  const violations = clockPaused
    ? await axeViolationsWhileTimeStandsStill(page, '[data-axe-scope]')
    : await axeViolations(page, '[data-axe-scope]');
  await expect(where, state).toBeVisible();
  expect(violations, state).toEqual([]);
}

/** A success closes a modal after 2 s: time stands still while axe looks at it. */
const freezeTime = (page: Page) => page.clock.pauseAt(Date.now() + 1_000);

/**
 * Sends the filled-in form with its button of this name while sending fails, then again once the
 * service answers: axe over its error banner, then over its success banner. A modal closes 2 s
 * after a success, so time stands still from the second send.
 */
async function bannersHaveNoViolations(page: Page, where: Locator, submit: string, modal = false): Promise<void> {
  const send = where.getByRole('button', { name: submit });
  const release = await failSending(page);
  await send.click();
  await expect(where.getByRole('alert')).toHaveText('Failed to send email. Please try again later.');
  await noViolations(page, where, 'its error banner');

  await release();
  if (modal) await freezeTime(page);
  await send.click();
  await expect(where.getByRole('status')).toHaveText(/Thank you/);
  await noViolations(page, where, 'its success banner', modal);
}

interface Journey {
  readonly name: string;
  readonly run: (page: Page) => Promise<void>;
}

const journeys: Journey[] = [
  {
    name: 'the expert form',
    run: async (page) => {
      const { dialog } = await openExpertModal(page);
      await dialog.getByRole('textbox', { name: /Email/ }).fill('meera@');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByText('You must consent to data processing')).toBeVisible();
      await noViolations(page, dialog, 'with every error');

      await fillExpertForm(dialog, uniqueMarker('axe'));
      await bannersHaveNoViolations(page, dialog, 'Submit', true);
    },
  },
  {
    name: 'the contact popup',
    run: async (page) => {
      const popup = await openContactPopup(page);
      await fillContactPopup(popup, uniqueMarker('axe'));
      await bannersHaveNoViolations(page, popup, 'Send', true);
    },
  },
  {
    name: 'the contact page form',
    run: async (page) => {
      const form = await openContactForm(page);
      await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
      await expect(form.getByText('Please write your message.')).toBeVisible();
      await noViolations(page, form, 'with its errors');

      await fillContactForm(form, uniqueMarker('axe'));
      await bannersHaveNoViolations(page, form, 'SEND MESSAGE');
    },
  },
  {
    name: 'the application form',
    run: async (page) => {
      const form = await openApplicationForm(page);
      await form
        .getByLabel(/^Resume/)
        .setInputFiles({ name: 'cv.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
      await expect(form.getByText('"cv.exe" is not a PDF, DOC or DOCX file.', { exact: false })).toBeVisible();
      await noViolations(page, form, 'its resume error');

      await fillApplicationForm(form, uniqueMarker('axe'));
      await bannersHaveNoViolations(page, form, 'Submit Application');
    },
  },
  {
    name: 'the newsletter form',
    run: async (page) => {
      const form = await openNewsletterForm(page);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByText('Please enter your email address.')).toBeVisible();
      await noViolations(page, form, 'with its error');

      await form.getByRole('textbox', { name: /Email address/ }).fill(`${uniqueMarker('axe')}@example.com`);
      await bannersHaveNoViolations(page, form, 'Subscribe');
    },
  },
];

for (const width of [375, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { name, run } of journeys) {
      test(`${name}: no axe violations with its errors, its error banner and its success banner`, async ({
        page,
        consoleErrors,
      }) => {
        consoleErrors.allow(/status of 500/); // the failure forced at the network boundary
        await page.clock.install();
        await run(page);
      });
    }
  });
}
