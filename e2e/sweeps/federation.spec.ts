import type { Page } from '@playwright/test';
import { expect, hydrated, test } from '../fixtures';

const singletons = ['react', 'react-dom', 'zustand', '@emotion/react', '@inklined/modal-store'];

/** Assignments of webpack's `__webpack_require__.I` (initialise sharing), as minified. */
const sharingInitialisers = /\b[\w$]{1,2}\.I=/g;

/** Opens a page from each of the three remotes in one document. */
async function visitEveryRemote(page: Page): Promise<void> {
  await page.goto('/');
  await (await hydrated(page.getByRole('button', { name: 'Speak with an Expert' }))).click();
  await expect(page.getByRole('dialog', { name: 'Speak with an Expert' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
}

test('the browser loads one copy of each shared library, provided by the shell, for all three remotes', async ({
  page,
}) => {
  await visitEveryRemote(page);
  const scopes = await page.evaluate(() => {
    type Scope = Record<string, Record<string, { from: string; loaded?: boolean; useIn: string[] }>>;
    const federation = (
      globalThis as unknown as { __FEDERATION__: { __INSTANCES__: { shareScopeMap: { default: Scope } }[] } }
    ).__FEDERATION__;
    return federation.__INSTANCES__.map((instance) =>
      Object.entries(instance.shareScopeMap.default).map(([key, versions]) => ({
        key,
        versions: Object.keys(versions),
        providers: Object.values(versions).map((share) => share.from),
        users: Object.values(versions).flatMap((share) => share.useIn),
      })),
    );
  });
  const entries = scopes.flat();
  for (const entry of entries) {
    expect(entry.versions, entry.key).toHaveLength(1);
    expect(entry.providers, entry.key).toEqual(['shell']);
  }
  const keys = new Set(entries.map((entry) => entry.key));
  for (const name of singletons) {
    expect(
      [...keys].some((key) => key === name || key.startsWith(`${name}/`)),
      name,
    ).toBe(true);
  }
  // The remotes' JSX goes through the shared runtime, not a copy bundled with each remote.
  const jsxUsers = entries.filter((entry) => entry.key === '@emotion/react/jsx-runtime').flatMap((e) => e.users);
  expect(new Set(jsxUsers)).toEqual(new Set(['shell', 'marketing', 'careers', 'forms']));
});

test("one federation runtime on the page: the shell's, which the remotes' entries take instead of a copy of their own", async ({
  page,
  request,
}) => {
  await visitEveryRemote(page);
  // The shell hands its runtime and the bundler runtime's functions to the remotes
  // (shell/src/remotes/federation-runtime.ts), and one global record of the federation holds
  // every instance.
  expect(
    await page.evaluate(() => {
      const global = globalThis as { _FEDERATION_RUNTIME_CORE?: object; _FEDERATION_BUNDLER_RUNTIME?: object };
      return [typeof global._FEDERATION_RUNTIME_CORE, typeof global._FEDERATION_BUNDLER_RUNTIME];
    }),
  ).toEqual(['object', 'object']);
  for (const remote of ['marketing', 'careers', 'forms']) {
    const entry = await (await request.get(`/mf/${remote}/remoteEntry.js`)).text();
    expect(entry, remote).toContain('_FEDERATION_RUNTIME_CORE');
    expect(entry, remote).not.toContain('allFunctionsCalledOnLoad');
    expect(entry, remote).toContain('_FEDERATION_BUNDLER_RUNTIME');
    // Strings of the runtime's own global bookkeeping and of the bundler runtime's sharing: in the
    // shell's main.js, in no entry.
    expect(entry, remote).not.toContain('__GLOBAL_LOADING_REMOTE_ENTRY__');
    expect(entry, remote).not.toContain('Initialization of sharing external failed');
    // One sharing runtime: the federation's. webpack's own, which the federation's replaced before
    // anything could call it, generates nothing (packages/build/src/federation/one-share-runtime.ts).
    expect(entry.match(sharingInitialisers), remote).toHaveLength(1);
  }
  const main = await (await request.get('/main.js')).text();
  // Compiled as it streams in, off the main thread (docs/decisions/0060); the remotes' files are not.
  expect(main.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
  expect(main).toContain('__GLOBAL_LOADING_REMOTE_ENTRY__');
  expect(main).toContain('Initialization of sharing external failed');
  expect(main.match(sharingInitialisers)).toHaveLength(1);
  // With snapshots off, the runtime's manifest and preload code is replaced by what the rest of it
  // uses (packages/build/src/federation/*-off.js): the hooks of manifest loading are gone.
  for (const manifestHook of ['beforeLoadManifest', 'afterLoadManifest', 'loadGlobalSnapshot']) {
    expect(main).not.toContain(manifestHook);
  }
  expect(main).toContain('preloadRemote is off in this build');
  // No build-time remotes and no tree-shaken sharing: the bundler runtime's code for them is
  // replaced too, and every remote above started through the shell's init that remains.
  expect(main).toContain('Build-time remotes are off in this build');
  expect(main).not.toContain('tree-shake-plugin');
  expect(main).not.toContain('No fallback item found for shareKey');
});

test('the federation runtime leaves its debugging switch in localStorage to the development build', async ({
  page,
}) => {
  // Read by the development build only (packages/build/src/federation/debug-mode-off.js): with it
  // set, a page from each remote never asks for it, and the site itself reads no storage either.
  await page.addInitScript(() => {
    localStorage.setItem('FEDERATION_DEBUG', '1');
    const reads: string[] = [];
    (globalThis as { storageReads?: string[] }).storageReads = reads;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      reads.push(key);
      return getItem.call(this, key);
    };
  });
  await visitEveryRemote(page);
  const reads = await page.evaluate(() => (globalThis as { storageReads?: string[] }).storageReads);
  expect(reads).not.toContain('FEDERATION_DEBUG');
  expect(reads).toEqual([]);
});

test('the shell theme reaches a remote: its button has the theme accent colour', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Speak with an Expert' })).toHaveCSS(
    'background-color',
    'rgb(31, 77, 153)',
  );
});

test('the modal store is one instance: marketing opens a modal that forms renders, and it closes', async ({ page }) => {
  await page.goto('/');
  const opener = await hydrated(page.getByRole('button', { name: 'Speak with an Expert' }));
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Speak with an Expert' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /First Name/ })).toBeFocused();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});
