import type { Locator, Page } from '@playwright/test';
import { REFERENCE_PATTERN } from '@inklined/contracts/email-fields';
import { careerPath, routePaths } from '@inklined/contracts/routes';
import { expect, hydrated } from '../fixtures';
import { samplePdf } from '@inklined/test-kit/sample-pdf';

/** Opens the expert modal from Home, as a visitor does; returns it and the button that opened it. */
export async function openExpertModal(page: Page): Promise<{ dialog: Locator; opener: Locator }> {
  await page.goto(routePaths.home);
  const opener = await hydrated(page.getByRole('button', { name: 'Speak with an Expert' }).first());
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Speak with an Expert' });
  await expect(dialog).toBeVisible();
  return { dialog, opener };
}

export async function fillExpertForm(dialog: Locator, marker: string): Promise<void> {
  await dialog.getByRole('textbox', { name: /First Name/ }).fill('Meera');
  await dialog.getByRole('textbox', { name: /Last Name/ }).fill('Iyer');
  await dialog.getByRole('textbox', { name: /Email/ }).fill('meera@example.com');
  await dialog.getByRole('textbox', { name: /Phone/ }).fill('+91 98110 45672');
  await dialog.getByRole('combobox', { name: /Industry/ }).selectOption('healthcare');
  await dialog.getByRole('textbox', { name: /How can we help/ }).fill(`Systematic review help ${marker}`);
  await dialog.getByRole('checkbox', { name: /processing my data/ }).check();
}

/** The contact popup, opened from the Articles Premium tier of the services page, as a visitor does. */
export async function openContactPopup(page: Page): Promise<Locator> {
  await page.goto(routePaths.services);
  await (await hydrated(page.getByRole('button', { name: /^Get Started: Articles Premium/ }))).click();
  const popup = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(popup).toBeVisible();
  return popup;
}

export async function fillContactPopup(popup: Locator, marker: string): Promise<void> {
  await popup.getByRole('textbox', { name: /Name/ }).fill('Kabir Shah');
  await popup.getByRole('textbox', { name: /Email/ }).fill('kabir@example.com');
  await popup.getByRole('textbox', { name: /Message/ }).fill(`A deck for my viva ${marker}`);
}

/** The contact page's form, once hydrated. */
export async function openContactForm(page: Page): Promise<Locator> {
  await page.goto(routePaths.contact);
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await hydrated(form.getByRole('textbox', { name: /Name/ }));
  return form;
}

export async function fillContactForm(form: Locator, marker: string): Promise<void> {
  await form.getByRole('textbox', { name: /Name/ }).fill('Ananya Bose');
  await form.getByRole('textbox', { name: /Email/ }).fill('ananya@example.com');
  await form.getByRole('textbox', { name: /Phone/ }).fill('+91 99580 31264');
  await form.getByRole('combobox', { name: /Service/ }).selectOption('articles');
  await form.getByRole('textbox', { name: /Subject/ }).fill(`Manuscript ${marker}`);
  await form.getByRole('textbox', { name: /Message/ }).fill('Could you edit my journal manuscript?');
}

/** The blog's newsletter form, once hydrated. */
export async function openNewsletterForm(page: Page): Promise<Locator> {
  await page.goto(routePaths.blog);
  const form = page.getByRole('form', { name: 'Subscribe' });
  await hydrated(form.getByRole('textbox', { name: 'Email address' }));
  return form;
}

export const medicalWriter = { id: 'medical-writing-specialist', title: 'Medical Writing Specialist' } as const;

/** A role page's application form, once hydrated. */
export async function openApplicationForm(
  page: Page,
  role: { readonly id: string; readonly title: string } = medicalWriter,
): Promise<Locator> {
  await page.goto(careerPath(role.id));
  const form = page.getByRole('form', { name: `Apply for ${role.title}` });
  await hydrated(form.getByRole('textbox', { name: /First Name/ }));
  return form;
}

export async function fillApplicationForm(
  form: Locator,
  marker: string,
  resume = samplePdf(`Resume ${marker}`),
  email = 'rohan@example.com',
) {
  await form.getByRole('textbox', { name: /First Name/ }).fill('Rohan');
  await form.getByRole('textbox', { name: /Last Name/ }).fill('Mehta');
  await form.getByRole('textbox', { name: /Email/ }).fill(email);
  await form.getByRole('combobox', { name: /Experience/ }).selectOption('3-5 years');
  await form.getByRole('textbox', { name: /Cover Letter/ }).fill(`Four years of clinical writing ${marker}`);
  await form
    .getByLabel(/^Resume/)
    .setInputFiles({ name: 'Rohan Mehta CV.pdf', mimeType: 'application/pdf', buffer: resume });
  return resume;
}

/** The forms that take a whole set of fields. */
export type WholeForm = 'expert' | 'popup' | 'contact' | 'application';

/** How a visitor opens each of them and fills it in. */
const wholeForms: Readonly<
  Record<
    WholeForm,
    { open: (page: Page) => Promise<Locator>; fill: (form: Locator, marker: string) => Promise<unknown> }
  >
> = {
  expert: { open: async (page) => (await openExpertModal(page)).dialog, fill: fillExpertForm },
  popup: { open: openContactPopup, fill: fillContactPopup },
  contact: { open: openContactForm, fill: fillContactForm },
  application: { open: (page) => openApplicationForm(page), fill: (form, marker) => fillApplicationForm(form, marker) },
};

/** The label of each form's submit button. */
export const submitLabels: Readonly<Record<WholeForm, string>> = {
  expert: 'Submit',
  popup: 'Send',
  contact: 'SEND MESSAGE',
  application: 'Submit Application',
};

/** Opens the form as a visitor does and fills in every field, `marker` in its text; returns the form or its dialog. */
export async function openFilledForm(page: Page, form: WholeForm, marker: string): Promise<Locator> {
  const where = await wholeForms[form].open(page);
  await wholeForms[form].fill(where, marker);
  return where;
}

const reference = REFERENCE_PATTERN.source.replace(/^\^|\$$/g, '');

/**
 * The success panel as a screen reader reads it: the form's thanks, then the reference to quote.
 * Nothing else is in the status region.
 */
export async function expectThanks(where: Locator, thanks: string): Promise<void> {
  const escaped = thanks.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(where.getByRole('status')).toHaveText(
    new RegExp(`^${escaped}\\s*Your reference: ${reference}\\. Please quote it when you write or call\\.$`),
  );
}

/** The reference the success panel gives (on a form that stays open: a modal closes after 2 s). */
export async function referenceIn(where: Locator): Promise<string> {
  const text = (await where.getByRole('status').textContent()) ?? '';
  const found = new RegExp(reference).exec(text)?.[0];
  if (!found) throw new Error(`no reference in the success panel: ${text}`);
  return found;
}
