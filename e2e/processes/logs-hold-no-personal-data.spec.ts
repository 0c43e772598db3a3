import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { openFilledForm, openNewsletterForm, submitLabels, type WholeForm } from '../support/forms';
import { uniqueMarker } from '../support/mailbox';
import { startSite } from '../support/site-process';
import { e2ePortBase } from '../site';

/** What the form helpers type besides the marker: the visitors' names, addresses, phones and file names. */
const typedByTheHelpers = [
  'Meera',
  'Iyer',
  'meera@example.com',
  'Kabir Shah',
  'kabir@example.com',
  'Ananya Bose',
  'ananya@example.com',
  'Rohan',
  'Mehta',
  'rohan@example.com',
  'Rohan Mehta CV.pdf',
];
const phoneDigits = ['9811045672', '9958031264'];

/**
 * The text of every mail the site's email service wrote, soft line breaks undone. Only the
 * finished files: a mail is written under a hidden temporary name and renamed (eml-mailer.ts), so
 * a name listed may be gone by the time it is read.
 */
async function mailText(mailDir: string): Promise<string> {
  const names = (await readdir(mailDir).catch(() => [])).filter((name) => /^[^.].*\.eml$/.test(name));
  const texts = await Promise.all(names.map((name) => readFile(path.join(mailDir, name), 'latin1')));
  return texts.join('\n').replace(/=\r\n/g, '');
}

test('every form sent through the running site: no server logs a name, an address, a phone, a text or a file name', async ({
  browser,
}) => {
  // The site starts inside the test: its parts take their time on a slow machine.
  test.setTimeout(300_000);
  // Debug: the most any part writes. Mail goes to the embedded default, .eml files in a scratch folder.
  const site = await startSite(e2ePortBase + 25, { LOG_LEVEL: 'debug', SMTP_URL: '' });
  const context = await browser.newContext({ baseURL: site.url });
  const markers: string[] = [];
  try {
    const page = await context.newPage();
    for (const form of Object.keys(submitLabels) as WholeForm[]) {
      const marker = uniqueMarker(`logs-${form}`);
      markers.push(marker);
      const where = await openFilledForm(page, form, marker);
      await where.getByRole('button', { name: submitLabels[form] }).click();
      // Delivered before the page is left: every part has logged all it will of this submission.
      await expect.poll(() => mailText(site.mailDir)).toContain(marker);
    }
    const newsletter = uniqueMarker('logs-news');
    markers.push(newsletter);
    const subscribe = await openNewsletterForm(page);
    await subscribe.getByRole('textbox', { name: 'Email address' }).fill(`${newsletter}@example.com`);
    await subscribe.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => mailText(site.mailDir)).toContain(newsletter);
  } finally {
    await context.close();
    await site.stop();
  }

  const output = site.output();
  // The log is there, naming each submission by its reference.
  expect(output.match(/submission stored in the outbox/g)?.length).toBe(markers.length);
  expect(output).toMatch(/"reference":"CI-\w{4}-\w{4}"/);
  const lines = output.split('\n');
  for (const value of [...markers, ...typedByTheHelpers]) {
    expect(lines.filter((line) => line.toLowerCase().includes(value.toLowerCase()))).toEqual([]);
  }
  for (const digits of phoneDigits)
    expect(lines.filter((line) => line.replace(/\D/g, '').includes(digits))).toEqual([]);
});
