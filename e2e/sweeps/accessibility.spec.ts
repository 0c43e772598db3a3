import type { Page } from '@playwright/test';
import { routePaths } from '@inklined/contracts/routes';
import { expect, hydrated, test } from '../fixtures';
import { axeViolations } from '../support/a11y';
import { openExpertModal } from '../support/forms';

/**
 * Issue 13: axe finds no WCAG 2.2 A/AA violation with a modal or the mobile menu open. Every page,
 * at a phone's and a laptop's width, is swept in page-sweeps.spec.ts, and every form's states in
 * form-state-sweeps.spec.ts.
 */
const widths = [375, 1280] as const;

/** Waits until the page's remote parts have arrived and hydrated, so axe sees what a visitor gets. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

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
