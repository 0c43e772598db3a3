import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { routePaths } from '@inklined/contracts/routes';
import { expect, hydrated, test } from '../fixtures';
import { e2eOutboxPath } from '../site';

/**
 * Issue 13: a real visit's LCP, INP and CLS reach the email service in a beacon when the visitor
 * leaves, with the route and nothing else, and `npm run vitals` prints their p75 per route.
 */
const run = promisify(execFile);

/** What `npm run vitals` prints for the e2e site's store. */
async function vitalsCommand(): Promise<string> {
  const { stdout } = await run('npx', ['tsx', 'email-service/src/vitals/cli.ts'], {
    cwd: path.join(__dirname, '..', '..'),
    env: { ...process.env, OUTBOX_PATH: e2eOutboxPath },
  });
  return stdout;
}

/** Once the page has had an idle moment (web-vitals does its bookkeeping then). */
const idle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })));

const countOf = (table: string, route: string, metric: string) =>
  Number(new RegExp(`^${route.replace(/[/:]/g, '\\$&')} +${metric} +(\\d+)`, 'm').exec(table)?.[1] ?? 0);

test('a visit to /faq reports its vitals when the visitor leaves, and the command prints them', async ({ page }) => {
  const before = await vitalsCommand();
  const vitalsLoaded = page.waitForResponse((response) => /web-vitals/.test(response.url()));
  await page.goto(routePaths.faq);
  await vitalsLoaded;
  // An interaction, for INP, once web-vitals observes, and the visitor leaves at once: the tap's
  // entries are taken in as the page is being hidden, and still go in the beacon.
  await idle(page);
  await (await hydrated(page.getByRole('button').filter({ hasText: '?' }).first())).click();
  // A busy page, as on a slow phone: web-vitals has the tap's entries but no idle moment to take
  // them in before the visitor leaves.
  await page.evaluate(() => {
    const busy = setInterval(() => {
      const end = performance.now() + 45;
      while (performance.now() < end);
    }, 0);
    setTimeout(() => clearInterval(busy), 5_000);
  });
  await page.waitForTimeout(300);
  // Leaving the page hides it: web-vitals settles its values and the beacon goes. (The beacon of a
  // page being left is not among Playwright's requests; what the store received is the proof, and
  // the service stores nothing but a route and the three numbers, by its contract.)
  await page.goto('about:blank');
  await expect
    .poll(async () => {
      const after = await vitalsCommand();
      // At least this visit's: other tests' pages on /faq report when they close, too.
      return ['LCP', 'INP', 'CLS'].map((metric) => countOf(after, '/faq', metric) > countOf(before, '/faq', metric));
    })
    .toEqual([true, true, true]);
  expect(await vitalsCommand()).toMatch(/^\/faq +LCP +\d+ +[\d.]+ m?s +(good|needs improvement|poor)$/m);
});
