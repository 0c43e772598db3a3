import AxeBuilder from '@axe-core/playwright';
import { expect, hydrated, test } from '../fixtures';

const paths = ['/', '/services', '/careers', '/careers/medical-writing-specialist', '/no-such-page'];

for (const path of paths) {
  test(`${path} has no axe violations`, async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/); // /no-such-page answers 404, as it should
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
  });
}

test('the open expert modal has no axe violations', async ({ page }) => {
  await page.goto('/');
  await (await hydrated(page.getByRole('button', { name: 'Speak with an Expert' }))).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(violations.map(({ id }) => id)).toEqual([]);
});

test('the mobile menu is usable from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab'); // skip link
  await page.keyboard.press('Tab'); // logo
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
});
