import type { Page, Response } from '@playwright/test';
import { expect, hydrated, test } from '../fixtures';
import { missingPaths, sitePages } from '@inklined/site-tools/site-pages';
import { axeViolations, focusIndicator } from '../support/a11y';
import { expectFocusShown, expectVisibleFocus } from '../support/keyboard';
import { expectViewHolds } from '../support/layout-problems';
import { moving } from '../support/motion';
import { expectReadable, stateControls } from '../support/state-controls';

/**
 * What holds on every page, checked in one visit per page and width (issue 20: each visit used to
 * be one spec's, four or five times over):
 * - at a laptop's width, its frame, heading and title (the routes);
 * - the view holds at both widths, scrolled to its end (issue 21: no sideways scroll, nothing
 *   under the floating controls, no lone card, a full-page screenshot; every-width.spec.ts has
 *   the other two widths);
 * - axe finds no WCAG 2.2 A/AA violation (issue 13);
 * - Tab goes through the whole page and every stop shows a focus that can be seen
 *   (support/keyboard.ts says what that means);
 * - at a phone's width, it is sent with a Content-Security-Policy nonce of its own, carried by its
 *   script, and a new one when it comes again from the server's cache (every test of the suite
 *   fails on a violation: fixtures.ts);
 * - at a laptop's width, each kind of control on it stays readable at rest, hovered and focused
 *   (4.5:1, axe's colour check on it alone, its focus ring 3:1), and with reduced motion nothing on
 *   it transitions, animates or scrolls smoothly.
 */
const pages = [
  ...sitePages.map((page) => ({ ...page, missing: false })),
  ...missingPaths.map((path) => ({ path, heading: undefined, title: undefined, missing: true })),
];

const nonceIn = (policy: string | null | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

/** The page's own nonce, on its policy and its script; the policy allows nothing inline without it. */
async function carriesItsNonce(page: Page, response: Response | null): Promise<string> {
  const policy = (await response?.headerValue('content-security-policy')) ?? '';
  const nonce = nonceIn(policy);
  expect(nonce, policy).toBeTruthy();
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(policy).toContain("frame-ancestors 'none'");
  // The browser hides it from attributes once parsed, and keeps it on the element: the entry
  // script, added once the page is painted (shell/server/after-paint-start.ts), carries it.
  await expect
    .poll(() => page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src]')?.nonce))
    .toBe(nonce);
  return nonce!;
}

/** Waits until the page's remote parts have arrived and hydrated, so axe sees what a visitor gets. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
  await hydrated(page.getByRole('link', { name: 'Critically Inklined home' }));
}

/** Tab through the whole page: every stop shows its focus, until the focus has gone round. */
async function everyStopShowsItsFocus(page: Page, path: string): Promise<void> {
  // Nothing scrolls smoothly, so each stop is measured after one still frame (support/a11y.ts).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const seen = new Set<string>();
  for (let stop = 1; stop <= 150; stop++) {
    await page.keyboard.press('Tab');
    // Where the focus is and how it shows, in one round trip (710 stops over the sweeps).
    const focus = await focusIndicator(page);
    if (focus.focused === 'body' || seen.has(focus.focused)) break; // round the page and back out of it
    seen.add(focus.focused);
    expectFocusShown(focus, `${path}, Tab ×${stop}`);
  }
  expect(seen.size, 'stops in the tab order').toBeGreaterThan(5);
}

/** Each of the page's controls at rest, hovered and focused. */
async function controlsStayReadable(page: Page, path: string): Promise<void> {
  // Transitions off, so what is measured is the end state, not a frame on the way.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const { name, find } of stateControls.filter((control) => control.path === path)) {
    const control = await hydrated(find(page));
    await control.scrollIntoViewIfNeeded();
    await expectReadable(page, control, `${name} at rest`);
    await control.hover();
    await expectReadable(page, control, `${name} hovered`);
    await page.mouse.move(0, 0);
    await control.focus();
    await expectVisibleFocus(page, `${name}, focused`);
    await expectReadable(page, control, `${name} focused`);
  }
}

for (const width of [375, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { path, heading, title, missing } of pages) {
      const states = width === 1280 && stateControls.some((control) => control.path === path);
      test(`${path}: ${width === 375 ? 'its own nonce, ' : ''}no axe violations, the focus seen at every stop${states ? ', its controls readable in every state' : ''}${width === 1280 && !missing ? ', no motion on request' : ''}, the view holds`, async ({
        page,
        consoleErrors,
      }, testInfo) => {
        if (missing) consoleErrors.allow(/status of 404/); // it answers 404, as it should
        const response = await page.goto(path);
        const nonce = width === 375 ? await carriesItsNonce(page, response) : undefined;
        if (heading && title && width === 1280) {
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
          await expect(page.getByRole('contentinfo')).toContainText('Follow us for the latest updates');
          await expect(page).toHaveTitle(`${title} | Critically Inklined`);
        }
        await settled(page);
        await expectViewHolds(page, path, width, testInfo);
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await axeViolations(page)).toEqual([]);
        await everyStopShowsItsFocus(page, path);
        if (states) await controlsStayReadable(page, path);
        if (width === 1280 && !missing) {
          await page.emulateMedia({ reducedMotion: 'reduce' });
          expect(await moving(page)).toEqual([]);
          expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
        }
        if (nonce) {
          // A page from the server's cache still gets a nonce no earlier response had: the
          // server's answer is what is checked, asked for without loading the page again.
          const again = nonceIn((await page.request.get(path)).headers()['content-security-policy']);
          expect(again).toBeTruthy();
          expect(again).not.toBe(nonce);
        }
      });
    }
  });
}
