import { missingPaths, sitePaths } from '@inklined/site-tools/site-pages';
import { expect, hydrated, test } from '../fixtures';
import { expectViewHolds, widths } from '../support/layout-problems';

/**
 * Issue 21: every route at a small phone's, a phone's, a tablet's and a laptop's width, as a
 * visitor sees it (support/layout-problems.ts, `expectViewHolds`, says what holds). The views at
 * a phone's and a laptop's width are checked in the page sweeps' visit at those widths
 * (page-sweeps.spec.ts), which load every route there already; this spec visits the other two.
 */
const ownVisits = widths.filter((width) => width !== 375 && width !== 1280);

for (const path of [...sitePaths, missingPaths[0]]) {
  test(`${path} at ${ownVisits.join(', ')} px: no sideways scroll, nothing under the floating controls, no lone card`, async ({
    page,
    consoleErrors,
  }, testInfo) => {
    consoleErrors.allow(/status of 404/);
    for (const width of ownVisits) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await hydrated(page.getByRole('link', { name: 'Critically Inklined home' }));
      await expectViewHolds(page, path, width, testInfo);
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
