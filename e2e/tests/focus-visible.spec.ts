import { expect, hydrated, test } from '../fixtures';
import { missingPaths, sitePaths } from '../site-pages';
import { expectVisibleFocus } from '../support/keyboard';

/**
 * Issue 13: the focus is always visible. Tab goes through the whole of every page, at a phone's
 * and a laptop's width, and at every stop the focused control shows a ring that can be seen
 * (support/keyboard.ts says what that means), until the focus has gone round.
 */
const pages = [...sitePaths, ...missingPaths];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of pages) {
      test(`every stop of ${path}'s tab order shows its focus`, async ({ page, consoleErrors }) => {
        consoleErrors.allow(/status of 404/); // the missing pages answer 404
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await hydrated(page.getByRole('link', { name: 'Critically Inklined home' }));
        const seen = new Set<string>();
        for (let stop = 1; stop <= 150; stop++) {
          await page.keyboard.press('Tab');
          const where = await page.evaluate(() => {
            const element = document.activeElement;
            return element && element !== document.body ? element.outerHTML.slice(0, 160) : 'body';
          });
          if (where === 'body' || seen.has(where)) break; // round the page and back out of it
          seen.add(where);
          await expectVisibleFocus(page, `${path}, Tab ×${stop}`);
        }
        expect(seen.size, 'stops in the tab order').toBeGreaterThan(5);
      });
    }
  });
}
