import { expect, hydrated, test } from '../fixtures';
import { openMissingPage } from '../support/missing-page';

// Every route's frame, heading and title: page-sweeps.spec.ts, in its visit of each page.

test('an unknown route answers 404 with a designed page: the frame, a plain message, the main pages and contact', async ({
  page,
  consoleErrors,
}) => {
  await openMissingPage(page, consoleErrors, '/no-such-page', 'Page not found');
  await expect(page).toHaveTitle('Page not found | Critically Inklined');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const main = page.getByRole('main');
  for (const name of ['Home', 'Services and prices', 'Blog', 'FAQ', 'Careers', 'About us', 'Contact us']) {
    await expect(main.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(main.getByRole('link', { name: 'contact@criticallyinklined.com' })).toBeVisible();
  await (await hydrated(main.getByRole('link', { name: /^Blog/ }))).click();
  await expect(page).toHaveURL('/blog');
  await page.goBack();
  await (await hydrated(page.getByRole('main').getByRole('link', { name: /^Home/ }))).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: /Academic writing/ })).toBeVisible();
});

test('an unknown role shows "Job not found" (404) with a link back to the careers page', async ({
  page,
  consoleErrors,
}) => {
  await openMissingPage(page, consoleErrors, '/careers/astronaut', 'Job not found');
  await page.getByRole('link', { name: 'Back to Careers' }).click();
  await expect(page).toHaveURL('/careers');
});

test('the careers listing links each role to its page, through the shell router', async ({ page }) => {
  await page.goto('/careers');
  await (await hydrated(page.getByRole('link', { name: 'Client Relations Executive' }))).click();
  await expect(page).toHaveURL('/careers/client-relations-executive');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Relations Executive' })).toBeVisible();
});

test('the site has its icons and a web manifest in the brand colour, named in every page', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const head = page.locator('head');
  await expect(head.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute('href', '/favicon.svg');
  await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
  await expect(head.locator('link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest');
  for (const [file, type] of [
    ['/favicon.svg', 'image/svg+xml'],
    ['/favicon-32.png', 'image/png'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/icon-192.png', 'image/png'],
    ['/icon-512.png', 'image/png'],
  ] as const) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toBe(type);
  }
  const manifest = await request.get('/site.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect(await manifest.json()).toMatchObject({
    name: 'Critically Inklined',
    theme_color: '#14213d',
    icons: expect.arrayContaining([expect.objectContaining({ src: '/icon-512.png', sizes: '512x512' })]),
  });
  // The browser takes the manifest under the page's policy (manifest-src falls back to 'self').
  const icon = await page.evaluate(async () => (await fetch('/favicon.svg')).ok);
  expect(icon).toBe(true);
});
