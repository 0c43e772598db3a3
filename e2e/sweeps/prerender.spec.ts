import type { Locator } from '@playwright/test';
import { expect, hydrated, test } from '../fixtures';
import { sitePages } from '@inklined/site-tools/site-pages';
import { e2ePortBase } from '../site';
import { watchRemovedFromRoot } from '../support/hydration';
import { openMissingPage } from '../support/missing-page';
import { startFilesOf } from '../support/start-files';
import { useShellWithRemoteDown } from '../support/servers';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path: pagePath, heading, title } of sitePages) {
    test(`${pagePath} arrives rendered: frame, the remote's page and its title`, async ({ page }) => {
      await page.goto(pagePath);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Follow us for the latest updates');
      await expect(page).toHaveTitle(`${title} | Critically Inklined`);
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
    });
  }

  test('an unknown path answers 404 with the not-found page', async ({ page, consoleErrors }) => {
    await openMissingPage(page, consoleErrors, '/no-such-page', 'Page not found');
  });
});

test('the browser hydrates the prerendered page without replacing any of it', async ({ page }) => {
  const removedFromRoot = await watchRemovedFromRoot(page);
  await page.goto('/');
  // marketing's part is hydrated once React has attached its props to the server's button.
  const expertButton = await hydrated(page.getByRole('button', { name: 'Speak with an Expert' }));
  expect(await removedFromRoot()).toEqual([]);
  await expertButton.click();
  await expect(page.getByRole('dialog', { name: 'Speak with an Expert' })).toBeVisible();
});

test("the server's style elements stay where they are while the page starts: none moved or added again", async ({
  page,
}) => {
  // Every style element taken out of the head or put into it, from the first byte on.
  await page.addInitScript(() => {
    const moves: string[] = [];
    Object.assign(window, { styleMoves: moves });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of [...record.addedNodes, ...record.removedNodes]) {
          if (node.nodeName === 'STYLE' && (node as Element).hasAttribute('data-server-styles')) {
            moves.push((node as Element).getAttribute('data-server-styles')!);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await hydrated(page.getByRole('button', { name: 'Speak with an Expert' }));
  const served = await page.locator('head style[data-server-styles]').count();
  expect(served).toBeGreaterThan(1);
  // Each was added once, by the parser; a move would add it again (and remove it).
  const moves = await page.evaluate(() => (window as unknown as { styleMoves: string[] }).styleMoves);
  expect(moves).toHaveLength(served);
  expect(new Set(moves).size).toBe(served);
});

test('the first paint lays out the first screen: what lies below is laid out as it nears the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  // `checkVisibility` with this option is false for content the browser skipped (not laid out).
  const laidOut = (element: Locator) =>
    element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
  const footerLine = page.getByRole('contentinfo').getByText('Follow us for the latest updates');
  expect(await laidOut(page.getByRole('heading', { level: 1 }))).toBe(true);
  expect(await laidOut(page.locator('main section').last().getByRole('heading').first())).toBe(false);
  expect(await laidOut(footerLine)).toBe(false);
  await footerLine.scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut(footerLine)).toBe(true);
  await expect(footerLine).toBeInViewport();
});

test('a prerendered page asks for its scripts once it has been painted, and its parts for theirs with them', async ({
  page,
}) => {
  // The connection carries what the first paint needs first (shell/server/after-paint-start.ts).
  await page.goto('/');
  await hydrated(page.getByRole('button', { name: 'Speak with an Expert' }));
  const { paintedAt, scripts } = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({ url: new URL(entry.name).pathname, startTime: entry.startTime })),
  }));
  expect(paintedAt).toBeGreaterThan(0);
  expect(scripts.map(({ url }) => url)).toEqual(
    expect.arrayContaining([
      '/main.js',
      '/mf/marketing/remoteEntry.js',
      expect.stringMatching(/__federation_expose_HomePage/),
    ]),
  );
  for (const { url, startTime } of scripts) expect(startTime, url).toBeGreaterThanOrEqual(paintedAt!);
  // The page names them as data, with no script or preload the browser would fetch as it reads.
  const html = await (await page.request.get('/')).text();
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  expect(html).not.toContain('rel="preload" href="/mf/');
  expect(startFilesOf(html)).toEqual({
    scripts: ['/main.js'],
    preloads: expect.arrayContaining(['/mf/marketing/remoteEntry.js']),
  });
});

test.describe('a remote that is down when the server renders', () => {
  const port = e2ePortBase + 10;
  useShellWithRemoteDown(port, 'marketing');

  test('its pages still arrive with the frame and a loading state; the other remotes are rendered', async ({
    request,
  }) => {
    const home = await request.get(`http://127.0.0.1:${port}/`);
    expect(home.status()).toBe(200);
    const homeHtml = await home.text();
    expect(homeHtml).toContain('Follow us for the latest updates');
    expect(homeHtml).toContain('role="status"');
    expect(homeHtml).not.toContain('Academic writing, critically crafted');

    const careers = await (await request.get(`http://127.0.0.1:${port}/careers`)).text();
    expect(careers).toContain('Medical Writing Specialist');
  });
});
