import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Response } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '@inklined/site-tools/chromium';

/**
 * DevTools' throttling of issue 12 (a slow 4G phone): 562.5 ms round trip, 1.47 Mbps down,
 * 675 kbps up, CPU 4 times slower.
 */
const slowPhone = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
  cpuSlowdown: 4,
};

/** Whether the page's own heading has been hydrated: React has attached its props to it. */
const pageHydrated = () => {
  const heading = document.querySelector('main h1');
  return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactProps'));
};

export async function startBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}

/**
 * A browser of its own for one step, closed after it however the step ends. bench:web gives each
 * route's step one: a browser kept open through a full run's eleven minutes of Lighthouse beside
 * it was once found closed under the run's feet ("Target page, context or browser has been
 * closed"); a launch costs about a second.
 */
export async function withBrowser<Result>(step: (browser: Browser) => Promise<Result>): Promise<Result> {
  const browser = await startBrowser();
  try {
    return await step(browser);
  } finally {
    await browser.close();
  }
}

export interface Bytes {
  readonly requests: number;
  /** As sent: the encoded body and the headers. */
  readonly sent: number;
  /** Unpacked bodies. */
  readonly raw: number;
}

export interface FirstLoad {
  readonly js: Bytes;
  readonly all: Bytes;
  /** Each script of the first load: its address and its bytes as sent. */
  readonly scripts: ReadonlyArray<{ readonly url: string; readonly sent: number }>;
}

/**
 * What the browser may accept: `gzip` (and deflate) only, in which issue 22's budgets are set,
 * or whatever it asks for by itself (`browser`: Brotli and zstd as well, what visitors get).
 */
export type Encodings = 'gzip' | 'browser';

/**
 * What a phone with an empty cache fetches to load `url` until the network is idle: its scripts,
 * and everything. Measured in the browser rather than read from Lighthouse, so that pages
 * Lighthouse will not score (the 404) are counted too.
 */
export async function firstLoad(browser: Browser, url: string, encodings: Encodings = 'gzip'): Promise<FirstLoad> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    // The browser's own header replaced on every request (DevTools' "accepted encodings" is not in
    // this Chromium's protocol).
    ...(encodings === 'gzip' ? { extraHTTPHeaders: { 'Accept-Encoding': 'gzip, deflate' } } : {}),
  });
  const page = await context.newPage();
  const counted: Array<Promise<{ url: string; script: boolean; sent: number; raw: number }>> = [];
  page.on('requestfinished', (request) => {
    counted.push(
      (async () => {
        const sizes = await request.sizes();
        const body = await (await request.response())?.body().catch(() => undefined);
        return {
          url: request.url(),
          script: request.resourceType() === 'script',
          sent: sizes.responseBodySize + sizes.responseHeadersSize,
          raw: body?.length ?? 0,
        };
      })(),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const all = await Promise.all(counted);
    const sum = (list: typeof all): Bytes => ({
      requests: list.length,
      sent: list.reduce((total, item) => total + item.sent, 0),
      raw: list.reduce((total, item) => total + item.raw, 0),
    });
    const scripts = all.filter((item) => item.script);
    return { js: sum(scripts), all: sum(all), scripts: scripts.map(({ url, sent }) => ({ url, sent })) };
  } finally {
    await context.close();
  }
}

const sinceNavigation = (page: Page) => page.evaluate(() => Math.round(performance.now()));

/**
 * Opens `url` on the throttled phone with an empty cache, waits until the page's own controls
 * respond (its remote part is hydrated) and hands the page and that moment to `measure`.
 */
async function hydratedOnSlowPhone<T>(
  browser: Browser,
  url: string,
  measure: (page: Page, hydratedMs: number) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slowPhone.latency,
    downloadThroughput: slowPhone.downloadThroughput,
    uploadThroughput: slowPhone.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown });
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForFunction(pageHydrated, null, { timeout: 60_000, polling: 25 });
    return await measure(page, await sinceNavigation(page));
  } finally {
    await context.close();
  }
}

/**
 * Milliseconds from navigation until the page's own controls respond (its remote part is
 * hydrated), on a throttled phone with an empty cache.
 */
export function timeToControls(browser: Browser, url: string): Promise<number> {
  return hydratedOnSlowPhone(browser, url, async (_page, hydratedMs) => hydratedMs);
}

export interface PaintToHydration {
  /** First contentful paint: the visitor sees the page. */
  readonly paintMs: number;
  /** The page's own controls respond (its remote part hydrated). */
  readonly hydratedMs: number;
  /** Every part of the page runs, embedded forms included. */
  readonly allPartsMs: number;
}

/**
 * Resolves once every remote part of the page is live (its code arrived and it is hydrated), but
 * an embedded part whose place is not near the screen: its code waits for the visitor to scroll
 * near it (docs/decisions/0054).
 */
export async function everyPartLive(page: Page, pollingMs: number): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-remote-part]')].every(
        (part) => part.hasAttribute('data-live') || part.closest('[data-waits-for-screen]'),
      ),
    null,
    { timeout: 60_000, polling: pollingMs },
  );
}

/**
 * On the throttled phone with an empty cache: when the page is first painted, when its own part
 * is hydrated, and when every part of it is (issue 19: the window in which a tap could be lost,
 * and whether the part above the fold comes first).
 */
export function paintToHydration(browser: Browser, url: string): Promise<PaintToHydration> {
  return hydratedOnSlowPhone(browser, url, async (page, hydratedMs) => {
    await everyPartLive(page, 25);
    const allPartsMs = await sinceNavigation(page);
    const paintMs = await page.evaluate(() =>
      Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN),
    );
    return { paintMs, hydratedMs, allPartsMs };
  });
}

/** Scripts fetched while `action` runs: how many, and their bytes gzipped at level 9. */
async function scriptsDuring(page: Page, action: () => Promise<void>): Promise<{ requests: number; gzip: number }> {
  const bodies: Promise<Buffer>[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  };
  page.on('response', listener);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  const all = await Promise.all(bodies);
  return { requests: all.length, gzip: all.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) };
}

export interface LaterJavaScript {
  readonly toCareers: { readonly requests: number; readonly gzip: number };
  readonly expertModal: { readonly requests: number; readonly gzip: number };
  readonly contactPopup: { readonly requests: number; readonly gzip: number };
}

/** The extra JavaScript of moving from '/' to '/careers' in the page, and of opening each modal. */
export async function laterJavaScript(browser: Browser, origin: string): Promise<LaterJavaScript> {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/`);
    await page.waitForFunction(pageHydrated);
    await page.waitForLoadState('networkidle');
    const toCareers = await scriptsDuring(page, async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click();
      await page.getByRole('heading', { level: 1, name: 'Careers' }).waitFor();
    });
    await page.goto(`${origin}/`);
    await page.waitForFunction(pageHydrated);
    await page.waitForLoadState('networkidle');
    const expertModal = await scriptsDuring(page, async () => {
      await page.getByRole('button', { name: 'Speak with an Expert' }).first().click();
      await page.getByRole('dialog').waitFor();
    });
    await page.goto(`${origin}/services`);
    await page.waitForFunction(pageHydrated);
    await page.waitForLoadState('networkidle');
    const contactPopup = await scriptsDuring(page, async () => {
      await page.getByRole('button', { name: /^Get Started: Articles Basic/ }).click();
      await page.getByRole('dialog').waitFor();
    });
    return { toCareers, expertModal, contactPopup };
  } finally {
    await page.close();
  }
}
