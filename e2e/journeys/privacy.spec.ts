import type { Locator, Page } from '@playwright/test';
import { privacyContact, retention } from '@inklined/brand/site-facts';
import { routePaths } from '@inklined/contracts/routes';
import { expect, hydrated, test } from '../fixtures';
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
  submitLabels,
} from '../support/forms';
import { uniqueMarker } from '../support/mailbox';

/**
 * Issue 39: the privacy notice is a page of the site, in its sitemap and its footer, and every form
 * has a line to it beside its button that opens it in a new tab, so nothing the visitor typed is
 * lost. (Its axe check, layout at every width, prerender and head are the page sweeps', through
 * site-pages.ts.)
 */

test('/privacy is in the sitemap, and the footer of every page leads to it through the router', async ({
  page,
  baseURL,
}) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}${routePaths.privacy}</loc>`);

  await page.goto(routePaths.faq);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const footerLink = page.getByRole('navigation', { name: 'More pages' }).getByRole('link', { name: 'Privacy notice' });
  await (await hydrated(footerLink)).click();
  await expect(page).toHaveURL(routePaths.privacy);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expect(page).toHaveTitle('Privacy Notice | Critically Inklined');
});

test('the notice states the periods and the address of the site facts, with a heading for each part', async ({
  page,
}) => {
  await page.goto(routePaths.privacy);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'What each form sends us',
    'How long we keep it',
    'What else the site records',
    'Ask for a copy or erasure',
  ]);
  await expect(main.getByRole('heading', { level: 3 })).toHaveCount(5);
  const keeping = page.getByRole('region', { name: 'How long we keep it' });
  await expect(keeping).toContainText(`for ${retention.submissionDays} days after delivery`);
  await expect(keeping).toContainText(`at most ${retention.undeliveredDays} days after it arrived`);
  await expect(keeping).toContainText(`for ${retention.confirmationRecordHours} hours`);
  const requests = page.getByRole('region', { name: 'Ask for a copy or erasure' });
  await expect(requests.getByRole('link', { name: privacyContact })).toHaveAttribute(
    'href',
    `mailto:${privacyContact}`,
  );
});

interface FormCase {
  readonly name: string;
  /** Opens the form as a visitor does, fills it in, and returns it with a field and what was typed there. */
  readonly open: (page: Page) => Promise<{ form: Locator; field: Locator; typed: string }>;
  readonly submit: string;
}

const forms: readonly FormCase[] = [
  {
    name: 'the contact page form',
    open: async (page) => {
      const form = await openContactForm(page);
      await fillContactForm(form, uniqueMarker('privacy'));
      return { form, field: form.getByRole('textbox', { name: /Name/ }), typed: 'Ananya Bose' };
    },
    submit: submitLabels.contact,
  },
  {
    name: 'the contact popup of a price plan',
    open: async (page) => {
      const form = await openContactPopup(page);
      await fillContactPopup(form, 'privacy');
      return { form, field: form.getByRole('textbox', { name: /Message/ }), typed: 'A deck for my viva privacy' };
    },
    submit: submitLabels.popup,
  },
  {
    name: 'the expert form from the navbar',
    open: async (page) => {
      const { dialog } = await openExpertModal(page);
      await fillExpertForm(dialog, 'privacy');
      return {
        form: dialog,
        field: dialog.getByRole('textbox', { name: /How can we help/ }),
        typed: 'Systematic review help privacy',
      };
    },
    submit: submitLabels.expert,
  },
  {
    name: "a role page's application form",
    open: async (page) => {
      const form = await openApplicationForm(page);
      await fillApplicationForm(form, 'privacy');
      return {
        form,
        field: form.getByRole('textbox', { name: /Cover Letter/ }),
        typed: 'Four years of clinical writing privacy',
      };
    },
    submit: submitLabels.application,
  },
  {
    name: "the blog's newsletter form",
    open: async (page) => {
      const form = await openNewsletterForm(page);
      const field = form.getByRole('textbox', { name: 'Email address' });
      await field.fill('reader@example.com');
      return { form, field, typed: 'reader@example.com' };
    },
    submit: 'Subscribe',
  },
];

for (const { name, open, submit } of forms) {
  test(`${name}: the line under its button opens the notice in a new tab, and what was typed stays`, async ({
    page,
  }) => {
    const { form, field, typed } = await open(page);
    const link = form.getByRole('link', { name: 'How we use your details (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', routePaths.privacy);
    // Beside the button: below it, the next thing in the form.
    const button = (await form.getByRole('button', { name: submit }).boundingBox())!;
    const line = (await link.boundingBox())!;
    expect(line.y).toBeGreaterThanOrEqual(button.y + button.height);
    expect(line.y - (button.y + button.height)).toBeLessThan(40);

    const opened = page.waitForEvent('popup');
    await link.click();
    const notice = await opened;
    await expect(notice.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    expect(new URL(notice.url()).pathname).toBe(routePaths.privacy);
    await notice.close();

    await expect(form).toBeVisible();
    await expect(field).toHaveValue(typed);
  });
}

test.describe('at a laptop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the newsletter keeps its one row, the address and Subscribe side by side, the line under them', async ({
    page,
  }) => {
    const form = await openNewsletterForm(page);
    const field = (await form.getByRole('textbox', { name: 'Email address' }).boundingBox())!;
    const button = (await form.getByRole('button', { name: 'Subscribe' }).boundingBox())!;
    const line = (await form.getByRole('link', { name: /How we use your details/ }).boundingBox())!;
    expect(button.x).toBeGreaterThan(field.x + field.width - 1);
    expect(Math.abs(button.y + button.height - (field.y + field.height))).toBeLessThan(4);
    expect(line.y).toBeGreaterThanOrEqual(field.y + field.height);
  });
});
