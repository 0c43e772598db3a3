import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Issue 19: on a phone four times slower than this machine, a tap made the moment a control
 * shows, before its code has run, has its effect once the code runs: nothing the visitor does
 * between paint and hydration is lost. The code of the part is held back for a while, so the
 * tap certainly comes first.
 */
async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Holds requests for `pattern` until the test calls the returned `release` (or 30 s pass): the
 * part's code certainly arrives after the taps, however slow the machine. A fixed delay did not:
 * on a busy runner the taps took longer than it, and the page had run by the second one.
 */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, 30_000).unref();
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Whether React has attached its props to the element yet. */
const isHydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));

/**
 * Clicks `control` as soon as it shows, checking that its code has not run yet and that the page
 * kept the tap for it (the inline script of index.html), so a later miss says which half failed.
 */
async function clickBeforeHydration(control: Locator): Promise<void> {
  await control.waitFor({ state: 'visible' });
  expect(await isHydrated(control)).toBe(false);
  await control.click();
  // The control, or its twin where React has put the part's HTML in again (click-replay.ts).
  const kept = (element: Element) =>
    ((window as { __inklinedClicks?: Element[] }).__inklinedClicks ?? []).some(
      (tapped) =>
        tapped === element || (tapped.tagName === element.tagName && tapped.textContent === element.textContent),
    );
  expect(await control.evaluate(kept), 'the tap was kept for the part').toBe(true);
}

test.beforeEach(async ({ page }) => {
  await slowPhone(page);
});

test('"Speak with an Expert" tapped before the home page runs opens the expert form', async ({ page }) => {
  const release = await holdBack(page, /\/mf\/marketing\/__federation_expose_HomePage/);
  await page.goto('/', { waitUntil: 'commit' });
  await clickBeforeHydration(page.getByRole('button', { name: 'Speak with an Expert' }));
  release();
  await expect(page.getByRole('dialog', { name: 'Speak with an Expert' })).toBeVisible();
});

test('a FAQ question tapped before the page runs opens its answer, once', async ({ page }) => {
  const release = await holdBack(page, /\/mf\/marketing\/__federation_expose_FaqPage/);
  await page.goto('/faq', { waitUntil: 'commit' });
  // The second question: the first starts open.
  const question = page.getByRole('main').getByRole('button').nth(1);
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await clickBeforeHydration(question);
  // A second impatient tap while nothing happens is the same intent, not a toggle back.
  await question.click();
  expect(await isHydrated(question)).toBe(false);
  release();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  // Every kept tap replayed (the queue empties as it replays) and what they did rendered.
  await page.waitForFunction(() => ((window as { __inklinedClicks?: unknown[] }).__inklinedClicks ?? []).length === 0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(question).toHaveAttribute('aria-expanded', 'true');
});

test('an About section tab tapped before the page runs takes the visitor to its section', async ({ page }) => {
  const release = await holdBack(page, /\/mf\/marketing\/__federation_expose_AboutPage/);
  await page.goto('/about', { waitUntil: 'commit' });
  const sections = page.getByRole('navigation', { name: /sections/i });
  const tab = sections.getByRole('link').nth(2);
  await tab.waitFor();
  const target = (await tab.getAttribute('href'))!;
  expect(target).toMatch(/^#/);
  await tab.click();
  release();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(target)).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu tapped before the frame runs opens', async ({ page }) => {
    const release = await holdBack(page, /\/main\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    const menu = page.getByRole('button', { name: 'Open menu' });
    await clickBeforeHydration(menu);
    release();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' })).toBeVisible();
  });
});
