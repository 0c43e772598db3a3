import type { Page } from '@playwright/test';
import { routePaths } from '@inklined/contracts/routes';
import { expect, hydrated, test } from '../fixtures';
import { expectThanks } from '../support/forms';
import { mailContaining, uniqueMarker } from '../support/mailbox';

/** The services page's prices, topics and the contact popup its price tiers open. */
async function openTier(page: Page, tab: string, tier: string, price: string) {
  await page.goto(routePaths.services);
  await (await hydrated(page.getByRole('tab', { name: tab }))).click();
  await page.getByRole('button', { name: `Get Started: ${tab} ${tier}, ${price}` }).click();
  const popup = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(popup).toBeVisible();
  return popup;
}

test('the price tabs show the nine tiers of the spec, in USD excluding taxes', async ({ page }) => {
  await page.goto(routePaths.services);
  await expect(page.getByText('All prices in USD, excluding taxes.')).toBeVisible();
  const expected: Record<string, string[]> = {
    Articles: ['$100', '$400', '$650'],
    Theses: ['$250', '$350', '$500'],
    PPT: ['$100', '$300', '$500'],
  };
  for (const [tab, prices] of Object.entries(expected)) {
    await (await hydrated(page.getByRole('tab', { name: tab }))).click();
    const panel = page.getByRole('tabpanel', { name: tab });
    for (const price of prices) await expect(panel.getByText(price, { exact: true })).toBeVisible();
  }
});

test('side by side, the tiers of every tab are one height with their titles, prices and buttons level', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(routePaths.services);
  for (const tab of ['Articles', 'Theses', 'PPT']) {
    await (await hydrated(page.getByRole('tab', { name: tab }))).click();
    const tiers = page.getByRole('tabpanel', { name: tab }).locator(':scope > ul > li');
    await expect(tiers).toHaveCount(3);
    const lines = await tiers.evaluateAll((items) =>
      ['h3', ':scope > p', 'button'].map((selector) =>
        items.map((item) => Math.round(item.querySelector(selector)!.getBoundingClientRect().top)),
      ),
    );
    for (const line of lines) expect(new Set(line).size, `${tab}: ${JSON.stringify(lines)}`).toBe(1);
    const heights = await tiers.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().height)),
    );
    expect(new Set(heights).size, `${tab} heights ${heights.join(', ')}`).toBe(1);
  }
});

test('a price tier opens the contact popup with its service, tab and tier, and all three reach the inbox', async ({
  page,
}) => {
  await page.clock.install();
  const popup = await openTier(page, 'Theses', 'Premium', '$500');
  await expect(popup.getByRole('combobox', { name: /Service/ })).toHaveValue('thesis');
  await expect(popup.getByRole('textbox', { name: /Name/ })).toBeFocused();
  const marker = uniqueMarker('popup');
  await popup.getByRole('textbox', { name: /Name/ }).fill('Kabir Shah');
  await popup.getByRole('textbox', { name: /Email/ }).fill('kabir@example.com');
  await popup.getByRole('textbox', { name: /Message/ }).fill(`A thesis in public health ${marker}`);
  await popup.getByRole('button', { name: 'Send' }).click();
  await expectThanks(popup, 'Thank you! We will contact you soon.');
  await page.clock.runFor(2_000);
  await expect(popup).toBeHidden();
  await expect.poll(() => mailContaining(marker)).toBeDefined();
  const { parsed } = (await mailContaining(marker))!;
  expect(parsed.subject).toContain('Theses, Premium plan');
  expect(parsed.text).toContain('Chosen plan: Theses, Premium ($500)');
  expect(parsed.text).toMatch(/Service:?\s+Theses/);
  expect(parsed.text).toContain('kabir@example.com');
});

test('the popup requires what the browser requires, and closes on Cancel, Escape and its close button, not on the backdrop', async ({
  page,
}) => {
  const popup = await openTier(page, 'PPT', 'Basic', '$100');
  await expect(popup.getByRole('combobox', { name: /Service/ })).toHaveValue('ppt');
  await popup.getByRole('button', { name: 'Send' }).click();
  expect(
    await popup
      .getByRole('textbox', { name: /Name/ })
      .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);
  await page.mouse.click(4, 4);
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(popup).toBeHidden();
  const opener = page.getByRole('button', { name: 'Get Started: PPT Basic, $100' });
  await expect(opener).toBeFocused();
  await opener.click();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await opener.click();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
});

test('the topics: research first, one at a time, by click or arrow keys', async ({ page }) => {
  await page.goto(routePaths.services);
  const topics = page.getByRole('tablist', { name: 'How We Help' });
  await expect(topics.getByRole('tab', { name: 'Research' })).toHaveAttribute('aria-selected', 'true');
  await (await hydrated(topics.getByRole('tab', { name: 'Editing' }))).click();
  await expect(page.getByRole('tabpanel', { name: 'Editing' })).toContainText('Tracked changes');
  await page.keyboard.press('ArrowDown');
  await expect(topics.getByRole('tab', { name: 'Plagiarism' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Plagiarism' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Editing' })).toBeHidden();
});
