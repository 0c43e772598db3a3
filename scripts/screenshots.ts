import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { blogPostPath, careerPath, routePaths } from '@inklined/contracts/routes';
import { layOutDeferredContent } from '@inklined/site-tools/deferred-layout';
import { withSiteAndBrowser } from './with-site-and-browser';

/**
 * `npm run screenshots`: every route, the modals and the forms' states, full page, at the widths
 * a small and an ordinary phone, a tablet and a laptop have, into screenshots/ (git ignores it). Look at them
 * before calling a page done.
 */
const widths = [320, 375, 768, 1280];
const outDir = path.join(__dirname, '..', 'screenshots');

const pages: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(routePaths)
      .filter(([, route]) => !route.includes(':'))
      .map(([name, route]) => [name, route]),
  ),
  role: careerPath('medical-writing-specialist'),
  post: blogPostPath('sample-size'),
  'post-unknown': blogPostPath('no-such-post'),
  'role-unknown': careerPath('astronaut'),
  'not-found': '/no-such-page',
};

/** Waits until the page's remote parts have arrived and hydrated, so the picture is what a visitor sees. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[role="status"]')?.textContent?.includes('Loading'));
}

withSiteAndBrowser(Number(process.env.SCREENSHOTS_PORT_BASE ?? 4200), async (siteUrl, browser) => {
  for (const width of widths) {
    const dir = path.join(outDir, String(width));
    mkdirSync(dir, { recursive: true });
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    for (const [name, route] of Object.entries(pages)) {
      await page.goto(`${siteUrl}${route}`);
      await settled(page);
      await layOutDeferredContent(page);
      await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
    }
    await page.goto(`${siteUrl}/`);
    await settled(page);
    await page.getByRole('button', { name: 'Speak with an Expert' }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: path.join(dir, 'modal-expert.png') });
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await page.screenshot({ path: path.join(dir, 'modal-expert-errors.png') });
    await page.close();
    console.log(`${width} px: ${Object.keys(pages).length + 2} screenshots in ${dir}`);
  }
});
