import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { blogPostPath, careerPath, routePaths } from '@inklined/contracts/routes';
import { chromiumFlags, chromiumPath } from '@inklined/site-tools/chromium';
import { runSite } from './run-site';

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

async function main(): Promise<void> {
  const site = await runSite(Number(process.env.SCREENSHOTS_PORT_BASE ?? 4200));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    for (const width of widths) {
      const dir = path.join(outDir, String(width));
      mkdirSync(dir, { recursive: true });
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      for (const [name, route] of Object.entries(pages)) {
        await page.goto(`${site.url}${route}`);
        await settled(page);
        await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
      }
      await page.goto(`${site.url}/`);
      await settled(page);
      await page.getByRole('button', { name: 'Speak with an Expert' }).first().click();
      await page.getByRole('dialog').waitFor();
      await page.screenshot({ path: path.join(dir, 'modal-expert.png') });
      await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
      await page.screenshot({ path: path.join(dir, 'modal-expert-errors.png') });
      await page.close();
      console.log(`${width} px: ${Object.keys(pages).length + 2} screenshots in ${dir}`);
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
