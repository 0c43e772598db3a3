import type { Page } from '@playwright/test';
import { expect, hydrated, test } from '../fixtures';

const fallbackTitle = 'This section could not be loaded';
/** What a page that arrived prerendered shows while a part's code is unavailable (issue 19). */
const unavailableNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'not available yet' });
const loadFailure = /could not be loaded|Failed to load|RUNTIME-008|ERR_FAILED|net::|#RUNTIME/i;
const inlineConfig = /<script type="application\/json" id="inklined-remotes">([^<]*)<\/script>/;

/** Serves the document at `path` with its inline remotes configuration changed by `edit`. */
async function editInlineConfig(page: Page, path: string, edit: (config: string) => string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toMatch(inlineConfig);
      await route.fulfill({ response, body: html.replace(inlineConfig, (_whole, config: string) => edit(config)) });
    },
  );
}

/**
 * A link of the main navigation, once the shell has hydrated it: a click before that is the
 * browser's own navigation to a page the server prerendered (early-clicks.spec.ts), not the shell
 * loading the remote's part, which is what these cases break.
 */
const mainLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });

interface Case {
  readonly remote: 'marketing' | 'careers' | 'forms';
  /** Shows something of that remote, starting from a page of another one where possible. */
  readonly open: (page: Page) => Promise<void>;
  readonly loaded: (page: Page) => Promise<void>;
}

const cases: Case[] = [
  {
    remote: 'marketing',
    open: async (page) => {
      await page.goto('/careers');
      await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
      await (await hydrated(mainLink(page, 'About'))).click();
    },
    loaded: (page) => expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible(),
  },
  {
    remote: 'careers',
    open: async (page) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await (await hydrated(mainLink(page, 'Careers'))).click();
    },
    loaded: (page) => expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible(),
  },
  {
    remote: 'forms',
    open: async (page) => {
      await page.goto('/');
      await (await hydrated(page.getByRole('button', { name: 'Speak with an Expert' }))).click();
    },
    loaded: (page) => expect(page.getByRole('dialog', { name: 'Speak with an Expert' })).toBeVisible(),
  },
];

for (const { remote, open, loaded } of cases) {
  test(`with ${remote} unreachable its part shows a fallback, the rest works, and Retry recovers`, async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(loadFailure);
    await page.route(`**/mf/${remote}/**`, (route) => route.abort('connectionrefused'));
    await open(page);
    const fallback = page.getByRole('alert').filter({ hasText: fallbackTitle });
    await expect(fallback).toBeVisible();

    // The frame still works around the broken part.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Follow us for the latest updates');

    await page.unroute(`**/mf/${remote}/**`);
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await loaded(page);
    await expect(fallback).toBeHidden();
  });
}

test('the other remotes keep working while one is down', async ({ page, consoleErrors }) => {
  consoleErrors.allow(loadFailure);
  await page.route('**/mf/careers/**', (route) => route.abort('connectionrefused'));
  await page.goto('/careers');
  // The page arrived prerendered: it stays readable, and says its interactive parts are missing.
  await expect(unavailableNotice(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Speak with an Expert' }).click();
  await expect(page.getByRole('dialog', { name: 'Speak with an Expert' })).toBeVisible();
});

test('a remote slower than the configured time-out: the page stays readable, and Retry loads it', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(loadFailure);
  // The time-out is configuration, which the page carries: shorten it for this page only.
  await editInlineConfig(page, '/careers', (config) => {
    const shorter = JSON.stringify({ ...(JSON.parse(config) as object), timeoutMs: 1_500 });
    return `<script type="application/json" id="inklined-remotes">${shorter}</script>`;
  });
  // The remote's answers are held until the test lets them go: only the time-out can end the wait,
  // however slow the machine.
  let slow = true;
  let held = 0;
  let letGo: () => void = () => undefined;
  const answersLetGo = new Promise<void>((resolve) => (letGo = resolve));
  await page.route('**/mf/careers/**', async (route) => {
    if (slow) {
      held += 1;
      await answersLetGo;
      held -= 1;
    }
    await route.continue().catch(() => undefined);
  });
  await page.goto('/careers');
  const notice = unavailableNotice(page);
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();

  // The remote answers again, while the slow answers are still on their way: the Retry fetches
  // its files under new URLs (?attempt=N), so it does not join those requests.
  slow = false;
  expect(held).toBeGreaterThan(0);
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(notice).toBeHidden();
  await hydrated(page.getByRole('main').getByRole('link').first());
  letGo();
});

test('the page stays readable when /remotes.json cannot be read, and Retry recovers', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/remotes\.json|500|could not be loaded/);
  // A page without its inline copy (as the development server sends) reads /remotes.json.
  await editInlineConfig(page, '/', () => '');
  let broken = true;
  await page.route('**/remotes.json', (route) => (broken ? route.fulfill({ status: 500 }) : route.continue()));
  await page.goto('/');
  const notice = unavailableNotice(page);
  await expect(notice).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Academic writing/ })).toBeVisible();
  broken = false;
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(notice).toBeHidden();
  await hydrated(page.getByRole('button', { name: 'Speak with an Expert' }));
});
