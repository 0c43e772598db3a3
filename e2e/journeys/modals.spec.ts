import { expect, test } from '../fixtures';
import { openExpertModal } from '../support/forms';

/** The modals are dialogs a keyboard and a screen reader can use (issue: forms, modal rules). */
test('Escape closes the expert modal and focus returns to its opener', async ({ page }) => {
  const { dialog, opener } = await openExpertModal(page);
  await expect(dialog.getByRole('textbox', { name: /First Name/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the close button and a click on the backdrop close the expert modal', async ({ page }) => {
  const { dialog, opener } = await openExpertModal(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(dialog).toBeVisible();
  // Inside the dialog a click does nothing to it; outside, on the backdrop, it closes it.
  await dialog.getByRole('heading', { name: 'Speak with an Expert' }).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(4, 4);
  await expect(dialog).toBeHidden();
});

test('Tab and Shift+Tab keep focus inside the open dialog; the page behind does not scroll', async ({ page }) => {
  const { dialog } = await openExpertModal(page);
  // Where the page stood when the dialog opened (the click brought its button into view first).
  const scrolled = await page.evaluate(() => window.scrollY);
  const insideDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog')));
  for (let step = 0; step < 20; step++) {
    await page.keyboard.press('Tab');
    expect(await insideDialog(), `Tab ${step + 1}`).toBe(true);
  }
  for (let step = 0; step < 20; step++) {
    await page.keyboard.press('Shift+Tab');
    expect(await insideDialog(), `Shift+Tab ${step + 1}`).toBe(true);
  }
  await page.mouse.wheel(0, 2000);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(dialog).toBeVisible();
});
