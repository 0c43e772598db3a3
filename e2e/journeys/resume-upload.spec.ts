import type { Locator } from '@playwright/test';
import { onePageObjects, pdfFromObjects } from '@inklined/test-kit/sample-pdf';
import { expect, test } from '../fixtures';
import { axeViolations } from '../support/a11y';
import { expectThanks, fillApplicationForm, openApplicationForm } from '../support/forms';
import { countMailsContaining, mailContaining, uniqueMarker } from '../support/mailbox';
import { throttleUpload } from '../support/slow-line';

/**
 * Issue 36: the resume field of the design system (packages/design-system/src/FileDrop.tsx) in
 * the application form of a role page: chosen by keyboard or by a drop, its file named with its
 * size, its upload's progress and Cancel over a slow line, and the retry mailed once.
 */

/** A valid one-page PDF of about `bytes`: its text drawn again and again, as a long resume's is. */
function resumeOf(marker: string, bytes: number): Buffer {
  const line = `BT /F1 8 Tf 72 700 Td (Resume ${marker} ${'x'.repeat(60)}) Tj ET\n`;
  const content = line.repeat(Math.floor(bytes / line.length));
  const objects = onePageObjects(`Resume ${marker}`);
  objects[3] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  return pdfFromObjects(objects);
}

const progressOf = async (bar: Locator) => Number(await bar.getAttribute('value'));

test('a 5 MB resume over a slow line shows its progress rising; Cancel stops it, nothing is mailed, the retry is mailed once', async ({
  page,
}) => {
  const form = await openApplicationForm(page);
  const marker = uniqueMarker('slow-upload');
  const resume = resumeOf(marker, 4.8 * 1024 * 1024);
  await fillApplicationForm(form, marker, resume);
  await throttleUpload(page, 256 * 1024);
  await form.getByRole('button', { name: 'Submit Application' }).click();

  const bar = form.getByRole('progressbar');
  await expect.poll(() => progressOf(bar)).toBeGreaterThan(0);
  const first = await progressOf(bar);
  await expect.poll(() => progressOf(bar)).toBeGreaterThan(first);
  expect(await progressOf(bar)).toBeLessThan(100);
  await expect(form.locator('span[aria-hidden="true"]', { hasText: /^Uploading: \d+%$/ })).toBeVisible();
  await form.getByRole('button', { name: 'Cancel upload' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Sending cancelled. Nothing was sent; your details and file are still here.',
  );
  await expect(form.getByText('Rohan Mehta CV.pdf')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Replace (Resume)' })).toBeFocused();

  await throttleUpload(page, undefined);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expectThanks(
    form,
    'Thank you for your application! We will review it and get back to you within 3-5 business days.',
  );
  await expect.poll(() => mailContaining(marker)).toBeDefined();
  const { parsed } = (await mailContaining(marker))!;
  expect(Buffer.compare(parsed.attachments[0]!.content, resume)).toBe(0);
  // The cancelled upload never reached the outbox: the one mail is the retry's.
  expect(await countMailsContaining(marker)).toBe(1);
});

test('a file dropped on the field is chosen, with its name and size', async ({ page }) => {
  const form = await openApplicationForm(page);
  const zone = form.getByRole('button', { name: 'Choose a file (Resume)' }).locator('xpath=../..');
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(300 * 1024)], 'Dropped CV.pdf', { type: 'application/pdf' }));
    return transfer;
  });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(form.getByText('Dropped CV.pdf')).toBeVisible();
  await expect(form.getByText('(300 KB)')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Replace (Resume)' })).toBeVisible();
});

for (const width of [320, 1280]) {
  test(`at ${width} px the resume field has no axe violations empty, chosen, refused or uploading`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const form = await openApplicationForm(page);
    const field = '#apply';
    expect(await axeViolations(page, field), 'empty').toEqual([]);
    const input = form.getByLabel(/^Resume/);
    await input.setInputFiles({ name: 'cv.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await expect(form.getByText(/is not a PDF, DOC or DOCX file/)).toBeVisible();
    expect(await axeViolations(page, field), 'refused').toEqual([]);
    const marker = uniqueMarker(`axe-${width}`);
    await fillApplicationForm(form, marker, resumeOf(marker, 2 * 1024 * 1024));
    await expect(form.getByText('Rohan Mehta CV.pdf')).toBeVisible();
    expect(await axeViolations(page, field), 'chosen').toEqual([]);
    await throttleUpload(page, 64 * 1024);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByRole('progressbar')).toBeVisible();
    expect(await axeViolations(page, field), 'uploading').toEqual([]);
    await form.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(form.getByRole('alert')).toBeVisible();
  });
}
