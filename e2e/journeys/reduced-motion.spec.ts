import type { Page } from '@playwright/test';
import { routePaths } from '@inklined/contracts/routes';
import { expect, hydrated, test } from '../fixtures';
import { moving } from '../support/motion';

/**
 * Issue 13: a visitor who asks for less motion (prefers-reduced-motion: reduce) gets none: no
 * transition or animation, no smooth scrolling (the carousels standing still is home.spec.ts's).
 * Each check also runs without the setting, to show it tells the two apart.
 */
test('without the setting, the check finds the motion there is', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto(routePaths.home);
  await page.waitForLoadState('networkidle');
  expect(await moving(page)).not.toEqual([]);
});

// Nothing moving on any page with reduced motion: page-sweeps.spec.ts, in its visit of each page.

/** Where the page is right after a click, before any frame of a smooth scroll could be drawn. */
async function scrollYRightAfterClicking(page: Page, selector: string): Promise<number> {
  return page.evaluate((target) => {
    document.querySelector<HTMLElement>(target)!.click();
    return window.scrollY;
  }, selector);
}

test.describe('scroll to top', () => {
  test.use({ viewport: { width: 1280, height: 600 } });

  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    test(`jumps at once with reduced motion, glides without it (${reducedMotion})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      await page.goto(routePaths.home);
      await hydrated(page.getByRole('button', { name: 'Speak with an Expert' }));
      await page.evaluate(() => window.scrollTo(0, 2_000));
      await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
      const right = await scrollYRightAfterClicking(page, 'button[aria-label="Scroll to top"]');
      if (reducedMotion === 'reduce') expect(right).toBe(0);
      else expect(right).toBeGreaterThan(0);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  }
});

test.describe("About's section tabs", () => {
  test.use({ viewport: { width: 1280, height: 600 } });

  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    test(`jump to their section with reduced motion, glide without it (${reducedMotion})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      await page.goto(routePaths.about);
      await hydrated(page.getByRole('link', { name: 'Our Clientele' }));
      const right = await scrollYRightAfterClicking(page, 'a[href="#clientele"]');
      if (reducedMotion === 'reduce') expect(right).toBeGreaterThan(0);
      else expect(right).toBe(0);
      await expect(page.getByRole('region', { name: 'Our Clientele' })).toBeInViewport();
    });
  }
});
