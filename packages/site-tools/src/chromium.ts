/**
 * Debian's Chromium (browser downloads are unreachable here), with the flags this machine needs:
 * used by `npm run screenshots`, the brand images and the benchmarks (Lighthouse measures the
 * browser visitors have, so its figures stay comparable with the earlier runs').
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

/**
 * The Playwright suite runs in Debian's headless shell of the same Chromium (package
 * chromium-headless-shell, what Playwright itself uses for headless runs): the same Blink and V8
 * without the browser's windowing layers. On this 2-core machine the suite took 7.0 min in the
 * full browser and 4.9 min in the shell, and the whole of `npm test` used 769 core-seconds of CPU
 * against 1022 (issue 20).
 */
export const testChromiumPath = process.env.CHROMIUM_TEST_PATH ?? '/usr/bin/chromium-headless-shell';

export const testChromiumFlags = chromiumFlags.filter((flag) => !flag.startsWith('--headless'));

/** The Debian packages that provide them, installed by scripts/ensure-chromium.ts when missing. */
export const chromiumPackages = ['chromium', 'chromium-headless-shell'];
