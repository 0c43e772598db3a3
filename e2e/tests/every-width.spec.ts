import { missingPaths, sitePaths } from '@inklined/site-tools/site-pages';
import { expect, hydrated, test } from '../fixtures';
import { layoutProblems, widths } from '../support/layout-problems';

/**
 * Issue 21: every route at a small phone's, a phone's, a tablet's and a laptop's width, as a
 * visitor sees it. Nothing scrolls sideways; the quick-contact controls cover no text and no
 * control once the page is scrolled to where its content ends (on a narrow screen they are a bar
 * the page leaves room for, on a wide one they sit in the margins); no grid leaves a single card
 * alone on its last row. Each view is saved as a full-page screenshot under test-results/
 * (every-width-*), kept by CI as the run's artefacts.
 */
for (const path of [...sitePaths, missingPaths[0]]) {
  test(`${path} at ${widths.join(', ')} px: no sideways scroll, nothing under the floating controls, no lone card`, async ({
    page,
    consoleErrors,
  }, testInfo) => {
    consoleErrors.allow(/status of 404/);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await hydrated(page.getByRole('link', { name: 'Critically Inklined home' }));
      await page.evaluate(() => document.fonts.ready);
      // Where the page's content ends: the room left for the bar must be there. A part that
      // hydrates after the scroll may change the page's height, so the scroll is repeated until
      // the page ends where the window does (a slow runner hydrated the home page mid-check).
      // The scroll-to-top control appears after 300 px; it must not cover anything either.
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await page.waitForTimeout(100);
          return page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
        })
        .toBe(true);
      const problems = await layoutProblems(page);
      await page.screenshot({
        path: testInfo.outputPath(`every-width-${path.replace(/\W+/g, '-') || 'home'}-${width}.png`),
        fullPage: true,
      });
      expect(problems, `${path} at ${width} px`).toEqual([]);
    }
  });
}

test("at 320 px with the system fonts (the site's fonts did not arrive in time), no route scrolls sideways", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404|net::ERR_FAILED/);
  // font-display: optional keeps the system font for the visit when the file is late; it is wider.
  await page.route('**/*.woff2', (route) => route.abort());
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of sitePaths) {
    await page.goto(path);
    await hydrated(page.getByRole('link', { name: 'Critically Inklined home' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
});
