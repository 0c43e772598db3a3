import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '../fixtures';
import { axeViolations } from '../support/a11y';

/**
 * The design system's preview page (every component in every state), written by the package's own
 * script, looked at as a visitor would: at four widths, with screenshots saved under
 * test-results/, nothing scrolling sideways, no axe violation, and the price cards' lines level.
 */
const root = path.join(__dirname, '..', '..');
const preview = path.join(root, 'packages', 'design-system', 'dist', 'preview.html');

test.beforeAll(async () => {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  await promisify(execFile)(tsx, ['packages/design-system/src/preview/write-preview.tsx'], { cwd: root });
});

for (const width of [320, 375, 768, 1280]) {
  test(`the design system's preview at ${width} px: every component, no sideways scroll, no axe violation`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(pathToFileURL(preview).href);
    for (const name of ['Buttons', 'Section headings', 'Cards', 'Price cards', 'Fields', 'Banners', 'Tabs', 'Dialog']) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`design-system-${width}.png`), fullPage: true });
  });
}

test('price cards side by side keep their titles, prices and actions on the same lines', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(pathToFileURL(preview).href);
  const cards = page
    .getByRole('heading', { name: 'Price cards', exact: true })
    .locator('xpath=..')
    .locator('ul > li:has(h3)');
  await expect(cards).toHaveCount(3);
  const tops = async (selector: string) =>
    cards.evaluateAll(
      (items, sel) => items.map((item) => Math.round(item.querySelector(sel)!.getBoundingClientRect().top)),
      selector,
    );
  for (const selector of ['h3', 'p', 'button']) expect(new Set(await tops(selector)).size).toBe(1);
  const heights = await cards.evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().height)),
  );
  expect(new Set(heights).size).toBe(1);
});
