import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { logoImageSize, shareCardSize } from '@inklined/brand/image-sizes';
import { brandMarkPath as mark } from '@inklined/brand/mark';
import { siteName, officeLocation } from '@inklined/brand/site-facts';
import { theme } from '@inklined/brand/theme';
import { chromiumFlags, chromiumPath } from '@inklined/site-tools/chromium';

/**
 * `npm run make:brand-images`: draws the link-preview image (Open Graph and Twitter cards) and the
 * square logo in Chromium from the brand's mark, type and colours, and writes them to
 * packages/brand/src, where they are committed. Run it again when the brand or the home page's
 * promise changes.
 */
const require = createRequire(path.join(__dirname, '..', 'packages', 'brand', 'package.json'));
const font = (file: string) => `data:font/woff2;base64,${readFileSync(require.resolve(file)).toString('base64')}`;
const serif = font('@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2');
const sans = font('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const { colors } = theme;

const shareCardHtml = `<!doctype html><html><head><style>
@font-face { font-family: CardSerif; src: url(${serif}) format('woff2'); font-weight: 200 900; }
@font-face { font-family: CardSans; src: url(${sans}) format('woff2'); font-weight: 100 900; }
html, body { margin: 0; }
.card { box-sizing: border-box; width: ${shareCardSize.width}px; height: ${shareCardSize.height}px; padding: 72px 88px;
  display: flex; flex-direction: column; justify-content: space-between;
  background: radial-gradient(circle at 85% 15%, #22345e 0, ${colors.ink} 55%); color: ${colors.onInk};
  border-bottom: 14px solid ${colors.highlight}; font-family: CardSans; }
.brand { display: flex; align-items: center; gap: 22px; font-family: CardSerif; font-weight: 700; font-size: 46px; }
.brand svg { color: ${colors.highlight}; }
h1 { margin: 0; font-family: CardSerif; font-weight: 700; font-size: 76px; line-height: 1.08; letter-spacing: -0.01em; max-width: 960px; }
p { margin: 0; font-size: 30px; line-height: 1.4; color: ${colors.onInkMuted}; max-width: 900px; }
.place { font-size: 24px; letter-spacing: 0.08em; text-transform: uppercase; color: ${colors.onInkMuted}; }
</style></head><body><div class="card">
<div class="brand"><svg width="64" height="64" viewBox="0 0 32 32"><path fill="currentColor" d="${mark}"/></svg>${siteName}</div>
<div><h1>Academic writing, critically crafted</h1>
<p style="margin-top: 24px">Theses, research articles, presentations and essays, written, edited and critiqued by subject experts.</p></div>
<div class="place">${officeLocation} · Serving researchers worldwide</div>
</div></body></html>`;

const logoHtml = `<!doctype html><html><head><style>
html, body { margin: 0; }
.card { width: ${logoImageSize.width}px; height: ${logoImageSize.height}px; display: grid; place-items: center;
  background: ${colors.surface}; color: ${colors.accent}; }
</style></head><body><div class="card"><svg width="360" height="360" viewBox="0 0 32 32"><path fill="currentColor" d="${mark}"/></svg></div></body></html>`;

const brandDir = path.join(__dirname, '..', 'packages', 'brand', 'src');

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const images = [
      { html: shareCardHtml, size: shareCardSize, file: 'share-card.jpg', type: 'jpeg' },
      { html: logoHtml, size: logoImageSize, file: 'logo.png', type: 'png' },
    ] as const;
    for (const { html, size, file, type } of images) {
      const page = await browser.newPage({ viewport: size });
      await page.setContent(html);
      await page.evaluate(() => document.fonts.ready);
      const screenshot = await page.locator('.card').screenshot(type === 'jpeg' ? { type, quality: 88 } : { type });
      writeFileSync(path.join(brandDir, file), screenshot);
      console.log(`wrote ${path.join(brandDir, file)}`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
