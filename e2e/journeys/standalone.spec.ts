import { expect, hydrated, test } from '../fixtures';
import { e2eStandalonePortBase } from '../site';
import { sitePages } from '@inklined/site-tools/site-pages';
import { expectThanks, fillExpertForm, openExpertModal } from '../support/forms';
import { mailContaining, uniqueMarker } from '../support/mailbox';
import { openMissingPage } from '../support/missing-page';

/**
 * The standalone build (docs/decisions/0015), the yardstick and fallback deployment: every route
 * renders and hydrates with no remote fetched, and a form reaches the inbox.
 */
test.use({ baseURL: `http://127.0.0.1:${e2eStandalonePortBase}` });

const federationFiles = /\/mf\/|remoteEntry|mf-manifest|remotes\.json/;

for (const { path, heading, title } of sitePages) {
  test(`standalone: ${path} renders and hydrates without loading a remote`, async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.goto(path);
    await hydrated(page.getByRole('heading', { level: 1, name: heading }));
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Critically Inklined`);
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((url) => federationFiles.test(url))).toEqual([]);
  });
}

test("standalone: its entry is compiled as it streams in, as the federated build's is", async ({ request }) => {
  // docs/decisions/0060: the yardstick gets what the federated build gets.
  const main = await (await request.get('/main.js')).text();
  expect(main.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
});

test('standalone: an unknown path answers 404 with the not-found page', async ({ page, consoleErrors }) => {
  await openMissingPage(page, consoleErrors, '/no-such-page', 'Page not found');
});

test('standalone: the expert form reaches the inbox', async ({ page }) => {
  const marker = uniqueMarker('standalone-expert');
  const { dialog } = await openExpertModal(page);
  await fillExpertForm(dialog, marker);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expectThanks(dialog, "Thank you! We'll get back to you within 24 hours, Monday to Saturday.");
  await expect.poll(() => mailContaining(marker)).toBeDefined();
});
