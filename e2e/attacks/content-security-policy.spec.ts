import { routePaths } from '@inklined/contracts/routes';
import { expect, hydrated, test } from '../fixtures';
import { openExpertModal } from '../support/forms';

/**
 * Issue 13: every page is sent with a Content-Security-Policy that allows scripts and styles only
 * from the site (and the remotes' origins) or with the response's own nonce, and nothing on any
 * page, modal or menu breaks it. Every test of the suite fails on a violation (fixtures.ts); this
 * one walks the whole site for it and shows that a violation is caught and reported.
 */

test.describe('Content-Security-Policy', () => {
  // Each page's own nonce, and a new one from the server's cache: page-sweeps.spec.ts.

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
