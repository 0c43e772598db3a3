import { devices, type Page } from '@playwright/test';
import { expect, hydrated, test } from '../fixtures';

const phoneButtonName = 'Call us: +91 98110 45672';
// The device's browser type is fixed in the config (Debian's Chromium), not per group.
const { defaultBrowserType: _browserType, ...pixel7 } = devices['Pixel 7'];

/** Clicks the phone button and returns the alert it shows (an alert blocks the click until answered). */
async function alertAfterClick(page: Page): Promise<string> {
  const message = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await (await hydrated(page.getByRole('link', { name: phoneButtonName }))).click();
  return message;
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('with clipboard access it copies the stripped number and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    expect(await alertAfterClick(page)).toBe('Phone number +919811045672 copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('+919811045672');
  });

  test('when copying is refused it shows the number instead', async ({ page }) => {
    // Browsers refuse clipboard writes for many reasons (policy, focus, permission); simulate one.
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await page.goto('/');
    expect(await alertAfterClick(page)).toBe('Phone number: +919811045672');
  });
});

test.describe('on a phone', () => {
  test.use(pixel7);

  test('it is a tel: link with the stripped number that the click follows', async ({ page }) => {
    await page.goto('/');
    const phone = page.getByRole('link', { name: phoneButtonName });
    await expect(phone).toHaveAttribute('href', 'tel:+919811045672');
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected dialog: ${dialog.message()}`);
    });
    // Record whether the site cancelled the click, then cancel it ourselves: a headless browser
    // has no dialler to hand the tel: link to.
    await page.evaluate(() =>
      window.addEventListener(
        'click',
        (event) => {
          Object.assign(window, { siteCancelledClick: event.defaultPrevented });
          event.preventDefault();
        },
        { once: true },
      ),
    );
    await phone.tap();
    await expect
      .poll(() => page.evaluate(() => (window as { siteCancelledClick?: boolean }).siteCancelledClick))
      .toBe(false);
  });
});
