import type { Page } from '@playwright/test';
import { expect, type ConsoleErrors } from '../fixtures';

/** Goes to a path the site does not have: it answers 404 with the not-found page of this heading. */
export async function openMissingPage(
  page: Page,
  consoleErrors: ConsoleErrors,
  path: string,
  heading: string,
): Promise<void> {
  consoleErrors.allow(/status of 404/); // the page comes with a 404 status, as it should
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}
