/**
 * Debian's Chromium (browser downloads are unreachable here), with the flags this machine needs:
 * used by the Playwright suite, `npm run screenshots` and the benchmarks.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
