import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from '../fixtures';
import {
  countReactCopies,
  failFile,
  reactCopies,
  startupFiles,
  type Failure,
  type FileKind,
  type RemoteName,
} from '../support/network-failures';

/**
 * Issue 19: a remote's files fail the way networks fail (reset, aborted, 5xx, time-out, DNS,
 * offline), for its entry, its page chunk, a chunk beside it and a chunk the server preloaded.
 * The first Retry brings the part back once the network does, going back online needs no press
 * at all, a page that arrived prerendered stays readable meanwhile, and the page never runs a
 * second React.
 */
const fallbackTitle = 'This section could not be loaded';
const loadFailure =
  /could not be loaded|Failed to load|ChunkLoadError|Loading chunk|RUNTIME-0|ERR_|net::|#RUNTIME|503|already registered|Remote "/i;

interface RemoteCase {
  readonly remote: RemoteName;
  /** The exposed module a visitor reaches from another remote's page, and how. */
  readonly expose: string;
  /** A page of another remote, and the visitor's way from there to this one. */
  readonly start: string;
  /** What the visitor presses there to go on: hydrated before it is pressed. */
  readonly way: (page: Page) => Locator;
  readonly loaded: (page: Page) => Locator;
  /** A page of this remote as the server renders it, its exposed module, and a control to use. */
  readonly path: string;
  readonly pathExpose: string;
  readonly heading: (page: Page) => Locator;
  readonly control: (page: Page) => Locator;
}

const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });

const remotes: readonly RemoteCase[] = [
  {
    remote: 'marketing',
    expose: 'ServicesPage',
    start: '/careers',
    way: (page) => nav(page, 'Services'),
    loaded: (page) => page.getByRole('heading', { level: 1, name: 'Our Services' }),
    path: '/services',
    pathExpose: 'ServicesPage',
    heading: (page) => page.getByRole('heading', { level: 1, name: 'Our Services' }),
    control: (page) => page.getByRole('tab').first(),
  },
  {
    remote: 'careers',
    expose: 'CareersPage',
    start: '/',
    way: (page) => nav(page, 'Careers'),
    loaded: (page) => page.getByRole('heading', { level: 1, name: 'Careers' }),
    path: '/careers',
    pathExpose: 'CareersPage',
    heading: (page) => page.getByRole('heading', { level: 1, name: 'Careers' }),
    control: (page) => page.getByRole('main').getByRole('link').first(),
  },
  {
    remote: 'forms',
    expose: 'ModalHost',
    start: '/',
    way: (page) => page.getByRole('button', { name: 'Speak with an Expert' }),
    loaded: (page) => page.getByRole('dialog', { name: 'Speak with an Expert' }),
    path: '/contact',
    pathExpose: 'ContactForm',
    heading: (page) => page.getByRole('heading', { level: 1 }),
    control: (page) => page.getByRole('button', { name: 'SEND MESSAGE' }),
  },
];

/**
 * How each remote's files fail on the way to it: every kind of failure meets every kind of file
 * across the three remotes (a reset, an abort, a 503, a time-out, a DNS failure).
 */
const clientSideCases: Readonly<Record<RemoteName, ReadonlyArray<readonly [FileKind, Failure]>>> = {
  marketing: [
    ['entry', 'connectionreset'],
    ['page chunk', 503],
    ['other chunk', 'timedout'],
  ],
  careers: [
    ['entry', 'namenotresolved'],
    ['page chunk', 'connectionaborted'],
    ['other chunk', 'connectionreset'],
  ],
  forms: [
    ['entry', 'timedout'],
    ['page chunk', 'connectionreset'],
    ['other chunk', 503],
  ],
};

test.beforeEach(async ({ page, consoleErrors }) => {
  consoleErrors.allow(loadFailure);
  await countReactCopies(page);
});

for (const remote of remotes) {
  test.describe(`${remote.remote}`, () => {
    for (const [kind, failure] of clientSideCases[remote.remote]) {
      test(`${kind} failing (${failure}) on the way to it: the first Retry brings it back, with one React`, async ({
        page,
        request,
      }) => {
        const file = (await startupFiles(request, remote.remote, remote.expose))[kind];
        test.skip(file === undefined, `${remote.expose} has no ${kind}`);
        const failing = await failFile(page, remote.remote, file!, failure);
        await page.goto(remote.start);
        await (await hydrated(remote.way(page))).click();
        const fallback = page.getByRole('alert').filter({ hasText: fallbackTitle });
        await expect(fallback).toBeVisible();
        const failedRequests = failing.requests();

        failing.allow();
        await fallback.getByRole('button', { name: 'Retry' }).click();
        await expect(remote.loaded(page)).toBeVisible();
        await expect(fallback).toBeHidden();
        // The failed file was fetched anew, not taken from what the failure left behind.
        expect(failing.requests()).toBeGreaterThan(failedRequests);
        expect(await reactCopies(page)).toBe(1);
      });
    }

    test('offline on the way to it, then online: it comes back without a press', async ({ page, context }) => {
      await page.goto(remote.start);
      // The page has all it needs (its way on works) before the line drops: what fails offline is
      // the next remote's files, not the start page's own.
      const way = await hydrated(remote.way(page));
      await context.setOffline(true);
      await way.click();
      await expect(page.getByRole('alert').filter({ hasText: fallbackTitle })).toBeVisible();
      await context.setOffline(false);
      await expect(remote.loaded(page)).toBeVisible();
      expect(await reactCopies(page)).toBe(1);
    });

    test(`a page of ${remote.remote} arrives prerendered while a preloaded chunk fails: it stays readable, and Retry makes it work`, async ({
      page,
      request,
    }) => {
      const files = await startupFiles(request, remote.remote, remote.pathExpose);
      const failing = await failFile(page, remote.remote, files['page chunk'], 'connectionreset');
      await page.goto(remote.path);
      // The server's HTML stays: the heading, the text, the links.
      const notice = page.getByRole('status').filter({ hasText: 'not available yet' });
      await expect(notice).toBeVisible();
      await expect(remote.heading(page)).toBeVisible();
      await expect(remote.control(page)).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: fallbackTitle })).toHaveCount(0);
      const links = page.getByRole('main').getByRole('link');
      if ((await links.count()) > 0)
        expect(await links.first().getAttribute('href')).toMatch(/^(\/|https?:|mailto:|tel:)/);

      failing.allow();
      await notice.getByRole('button', { name: 'Retry' }).click();
      await hydrated(remote.control(page));
      await expect(notice).toBeHidden();
      expect(await reactCopies(page)).toBe(1);
    });
  });
}
