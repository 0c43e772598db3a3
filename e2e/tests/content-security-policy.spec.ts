import { routePaths } from '@inklined/contracts/routes';
import { expect, hydrated, test } from '../fixtures';
import { missingPaths, sitePaths } from '../site-pages';
import { openExpertModal } from '../support/forms';

/**
 * Issue 13: every page is sent with a Content-Security-Policy that allows scripts and styles only
 * from the site (and the remotes' origins) or with the response's own nonce, and nothing on any
 * page, modal or menu breaks it. Every test of the suite fails on a violation (fixtures.ts); this
 * one walks the whole site for it and shows that a violation is caught and reported.
 */

/** The site's pages, and the paths answered by a "not found" page. */
const paths = [...sitePaths, ...missingPaths];

test.describe('Content-Security-Policy', () => {
  for (const path of paths) {
    test(`${path}: sent with a nonce of its own, and nothing on it is blocked`, async ({ page, consoleErrors }) => {
      consoleErrors.allow(/status of 404/);
      const first = await page.goto(path);
      const policy = (await first?.headerValue('content-security-policy')) ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, policy).toBeTruthy();
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(policy).toContain("frame-ancestors 'none'");
      // The page's own script and styles carry it; the browser hides it from attributes once parsed.
      expect(await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src]')?.nonce)).toBe(nonce);
      await page.waitForLoadState('networkidle');
      await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
      // A page from the server's cache still gets a nonce no earlier response had.
      const again = await page.reload();
      expect(/'nonce-([^']+)'/.exec((await again?.headerValue('content-security-policy')) ?? '')?.[1]).not.toBe(nonce);
      await page.waitForLoadState('networkidle');
    });
  }

  test('the expert modal, the contact popup and the mobile menu open without a violation', async ({ page }) => {
    const { dialog } = await openExpertModal(page);
    await dialog.getByRole('button', { name: /Submit/ }).click();
    await expect(dialog.getByText(/required/i).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto(routePaths.services);
    await (await hydrated(page.getByRole('button', { name: /^Get Started: Articles Standard/ }))).click();
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 375, height: 800 });
    await (await hydrated(page.getByRole('button', { name: 'Open menu' }))).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeVisible();
  });

  test('a script injected without the nonce is blocked, and the browser reports it to the site', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/CSP violation|Content Security Policy/);
    await page.goto(routePaths.faq);
    const reported = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/csp-report' && request.method() === 'POST',
    );
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      return (window as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    const report = await reported;
    expect(report.postData()).toContain('script-src');
    expect((await report.response())?.status()).toBe(204);
  });
});
