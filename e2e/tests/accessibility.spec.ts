import type { Locator, Page } from '@playwright/test';
import { routePaths } from '@inklined/contracts/routes';
import { expect, hydrated, test } from '../fixtures';
import { missingPaths, sitePaths } from '../site-pages';
import { axeViolations, axeViolationsWhileTimeStandsStill } from '../support/a11y';
import {
  fillApplicationForm,
  fillContactForm,
  fillExpertForm,
  openApplicationForm,
  openContactForm,
  openExpertModal,
} from '../support/forms';
import { uniqueMarker } from '../support/mailbox';

/**
 * Issue 13: axe finds no WCAG 2.2 A/AA violation on any page at a phone's and a laptop's width,
 * nor with a modal or the mobile menu open, nor with any form showing its errors or its banners.
 */
const widths = [375, 1280] as const;

const pages = [
  ...sitePaths.map((path) => ({ path, missing: false })),
  ...missingPaths.map((path) => ({ path, missing: true })),
];

/** Waits until the page's remote parts have arrived and hydrated, so axe sees what a visitor gets. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { path, missing } of pages) {
      test(`${path} has no axe violations`, async ({ page, consoleErrors }) => {
        if (missing) consoleErrors.allow(/status of 404/); // it answers 404, as it should
        await page.goto(path);
        await settled(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('the open expert modal has no axe violations', async ({ page }) => {
      await openExpertModal(page);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the contact popup opened from a price tier has no axe violations', async ({ page }) => {
      await page.goto(routePaths.services);
      await (await hydrated(page.getByRole('button', { name: /^Get Started: Articles Standard/ }))).click();
      await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('the open mobile menu has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(routePaths.home);
  await settled(page);
  await (await hydrated(page.getByRole('button', { name: 'Open menu' }))).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

/** A form in one of its states: how to reach it, and what shows it is there. */
interface FormState {
  readonly name: string;
  readonly reach: (page: Page) => Promise<Locator>;
  /** The state lasts only while the page's clock is paused (a modal closes 2 s after a success). */
  readonly clockPaused?: boolean;
}

/** Holds every request to the email endpoint failing (not retried: a 500 is final). */
const failSending = (page: Page) => page.route('**/api/sendEmail', (route) => route.fulfill({ status: 500 }));

async function openNewsletter(page: Page): Promise<Locator> {
  await page.goto(routePaths.blog);
  const form = page.getByRole('form', { name: 'Subscribe' });
  await hydrated(form.getByRole('textbox', { name: /Email address/ }));
  return form;
}

async function openPopup(page: Page): Promise<Locator> {
  await page.goto(routePaths.services);
  await (await hydrated(page.getByRole('button', { name: /^Get Started: Articles Premium/ }))).click();
  const popup = page.getByRole('dialog', { name: 'Contact Us' });
  await popup.getByRole('textbox', { name: /Name/ }).fill('Kabir Shah');
  await popup.getByRole('textbox', { name: /Email/ }).fill('kabir@example.com');
  await popup.getByRole('textbox', { name: /Message/ }).fill(`A deck for my viva ${uniqueMarker('axe')}`);
  return popup;
}

const formStates: FormState[] = [
  {
    name: 'the expert form with every error',
    reach: async (page) => {
      const { dialog } = await openExpertModal(page);
      await dialog.getByRole('textbox', { name: /Email/ }).fill('meera@');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByText('You must consent to data processing')).toBeVisible();
      return dialog;
    },
  },
  {
    name: "the expert form's success banner",
    reach: async (page) => {
      const { dialog } = await openExpertModal(page);
      await fillExpertForm(dialog, uniqueMarker('axe'));
      await page.clock.pauseAt(Date.now() + 1_000); // the modal waits 2 s before closing: time stands still
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByRole('status')).toHaveText(/Thank you/);
      return dialog;
    },
    clockPaused: true,
  },
  {
    name: "the expert form's error banner",
    reach: async (page) => {
      await failSending(page);
      const { dialog } = await openExpertModal(page);
      await fillExpertForm(dialog, uniqueMarker('axe'));
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(/There was an error/);
      return dialog;
    },
  },
  {
    name: "the contact popup's success banner",
    reach: async (page) => {
      const popup = await openPopup(page);
      await page.clock.pauseAt(Date.now() + 1_000);
      await popup.getByRole('button', { name: 'Send' }).click();
      await expect(popup.getByRole('status')).toHaveText(/Thank you/);
      return popup;
    },
    clockPaused: true,
  },
  {
    name: "the contact popup's error banner",
    reach: async (page) => {
      await failSending(page);
      const popup = await openPopup(page);
      await popup.getByRole('button', { name: 'Send' }).click();
      await expect(popup.getByRole('alert')).toHaveText(/There was an error/);
      return popup;
    },
  },
  {
    name: 'the contact page form with its errors',
    reach: async (page) => {
      const form = await openContactForm(page);
      await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
      await expect(form.getByText('Please write your message.')).toBeVisible();
      return form;
    },
  },
  {
    name: "the contact page form's success banner",
    reach: async (page) => {
      const form = await openContactForm(page);
      await fillContactForm(form, uniqueMarker('axe'));
      await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
      await expect(form.getByRole('status')).toHaveText(/Thank you/);
      return form;
    },
  },
  {
    name: "the contact page form's error banner",
    reach: async (page) => {
      await failSending(page);
      const form = await openContactForm(page);
      await fillContactForm(form, uniqueMarker('axe'));
      await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
      await expect(form.getByRole('alert')).toHaveText(/There was an error/);
      return form;
    },
  },
  {
    name: "the application form's resume error",
    reach: async (page) => {
      const form = await openApplicationForm(page);
      await form
        .getByLabel(/^Resume/)
        .setInputFiles({ name: 'cv.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
      await expect(form.getByText('"cv.exe" is not a PDF, DOC or DOCX file.', { exact: false })).toBeVisible();
      return form;
    },
  },
  {
    name: "the application form's success banner",
    reach: async (page) => {
      const form = await openApplicationForm(page);
      await fillApplicationForm(form, uniqueMarker('axe'));
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(form.getByRole('status')).toHaveText(/Thank you/);
      return form;
    },
  },
  {
    name: "the application form's error banner",
    reach: async (page) => {
      await failSending(page);
      const form = await openApplicationForm(page);
      await fillApplicationForm(form, uniqueMarker('axe'));
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(form.getByRole('alert')).toHaveText(/There was an error/);
      return form;
    },
  },
  {
    name: 'the newsletter form with its error',
    reach: async (page) => {
      const form = await openNewsletter(page);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByText('Please enter your email address.')).toBeVisible();
      return form;
    },
  },
  {
    name: "the newsletter form's success banner",
    reach: async (page) => {
      const form = await openNewsletter(page);
      await form.getByRole('textbox', { name: /Email address/ }).fill(`${uniqueMarker('axe')}@example.com`);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByRole('status')).toHaveText(/Thank you/);
      return form;
    },
  },
  {
    name: "the newsletter form's error banner",
    reach: async (page) => {
      await failSending(page);
      const form = await openNewsletter(page);
      await form.getByRole('textbox', { name: /Email address/ }).fill('reader@example.com');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByRole('alert')).toHaveText(/There was an error/);
      return form;
    },
  },
];

for (const width of widths) {
  test.describe(`forms at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const state of formStates) {
      test(`${state.name} has no axe violations`, async ({ page, consoleErrors }) => {
        consoleErrors.allow(/status of 500/); // the failure forced at the network boundary
        await page.clock.install();
        const where = await state.reach(page);
        const violations = state.clockPaused
          ? await axeViolationsWhileTimeStandsStill(page)
          : await axeViolations(page);
        await expect(where).toBeVisible(); // still in the state axe was meant to see
        expect(violations).toEqual([]);
      });
    }
  });
}
