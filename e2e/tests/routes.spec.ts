import { expect, hydrated, test } from '../fixtures';

// Every route's frame, heading and title: page-sweeps.spec.ts, in its visit of each page.

test('an unknown route shows the not-found page, which links home', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/); // the page comes with a 404 status, as it should
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Critically Inklined');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: /Academic writing/ })).toBeVisible();
});

test('an unknown role shows "Job not found" (404) with a link back to the careers page', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404/); // the page comes with a 404 status, as it should
  const response = await page.goto('/careers/astronaut');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Careers' }).click();
  await expect(page).toHaveURL('/careers');
});

test('the careers listing links each role to its page, through the shell router', async ({ page }) => {
  await page.goto('/careers');
  await (await hydrated(page.getByRole('link', { name: 'Client Relations Executive' }))).click();
  await expect(page).toHaveURL('/careers/client-relations-executive');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Relations Executive' })).toBeVisible();
});
