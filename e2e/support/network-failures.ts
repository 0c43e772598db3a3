import type { APIRequestContext, Page, Route } from '@playwright/test';

export type RemoteName = 'marketing' | 'careers' | 'forms';

/** How a request fails, as networks fail: reset or aborted connections, 5xx, time-outs, DNS. */
export type Failure = 'connectionreset' | 'connectionaborted' | 'timedout' | 'namenotresolved' | 503;

/** Which of a remote's files fails. */
export type FileKind = 'entry' | 'page chunk' | 'other chunk';

/** A remote's exposed module's start-up files, read from its mf-manifest.json as the shell does. */
export async function startupFiles(request: APIRequestContext, remote: RemoteName, expose: string) {
  const manifest = (await (await request.get(`/mf/${remote}/mf-manifest.json`)).json()) as {
    exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const sync = manifest.exposes.find((entry) => entry.name === expose)!.assets.js.sync;
  return {
    'page chunk': sync.find((file) => file.startsWith('__federation_expose_'))!,
    'other chunk': sync.find((file) => !file.startsWith('__federation_expose_')),
    entry: 'remoteEntry.js',
  } satisfies Record<FileKind, string | undefined>;
}

/**
 * Makes every request for `file` of `remote` fail with `failure` until `allow()`; the other
 * files pass. Returns how many requests for it the page made, failed or not.
 */
export async function failFile(page: Page, remote: RemoteName, file: string, failure: Failure) {
  let failing = true;
  let requests = 0;
  const pattern = new RegExp(`/mf/${remote}/${file.replace(/\./g, '\\.')}(\\?.*)?$`);
  await page.route(pattern, async (route: Route) => {
    requests += 1;
    if (!failing) return route.continue();
    if (failure === 503) return route.fulfill({ status: 503, body: 'unavailable' });
    return route.abort(failure);
  });
  return {
    allow: () => {
      failing = false;
    },
    requests: () => requests,
  };
}

/**
 * Counts the copies of React DOM the page runs: each registers itself with the developer tools'
 * hook when it loads, so a stand-in hook installed before any script sees every one.
 */
export async function countReactCopies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const hook = {
      renderers: new Map<number, unknown>(),
      supportsFiber: true,
      inject(renderer: unknown) {
        hook.renderers.set(hook.renderers.size + 1, renderer);
        return hook.renderers.size;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', { value: hook });
  });
}

export const reactCopies = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
