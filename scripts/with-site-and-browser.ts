import type { Browser } from '@playwright/test';
import { withBrowser } from './bench/browser-timings';
import { runSite } from './run-site';

/**
 * Runs a tool (screenshots, a benchmark) against the site on its own ports with a browser, stops
 * both however the tool ends, and fails the process if it throws.
 */
export function withSiteAndBrowser(portBase: number, tool: (siteUrl: string, browser: Browser) => Promise<void>): void {
  const run = async () => {
    const site = await runSite(portBase);
    try {
      await withBrowser((browser) => tool(site.url, browser));
    } finally {
      await site.stop();
    }
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
