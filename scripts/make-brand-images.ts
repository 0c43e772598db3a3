import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { logoImageSize, shareCardSize } from '@inklined/brand/image-sizes';
import { brandMarkPath as mark } from '@inklined/brand/mark';
import { siteName, officeLocation } from '@inklined/brand/site-facts';
import { theme } from '@inklined/design-system/tokens';
import { chromiumFlags, chromiumPath } from '@inklined/site-tools/chromium';

/**
 * `npm run make:brand-images`: draws the link-preview image (Open Graph and Twitter cards) and the
 * square logo in Chromium from the brand's mark, type and colours, and writes them to
 * packages/brand/src; and the site's icons (SVG, 32, 180, 192 and 512 px PNGs) and web manifest
 * to shell/public. All are committed. Run it again when the brand or the home page's
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

/** The site's icon: the mark in gold on the ink of the header and footer, corners rounded. */
const iconHtml = (size: number) => `<!doctype html><html><head><style>
html, body { margin: 0; background: transparent; }
.card { width: ${size}px; height: ${size}px; display: grid; place-items: center; box-sizing: border-box;
  border-radius: ${Math.round(size * 0.22)}px; background: ${colors.ink}; color: ${colors.highlight}; }
</style></head><body><div class="card"><svg width="${Math.round(size * 0.7)}" height="${Math.round(size * 0.7)}" viewBox="0 0 32 32"><path fill="currentColor" d="${mark}"/></svg></div></body></html>`;

/** The same icon as SVG, the browsers' favicon: sharp at every size. */
const iconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${colors.ink}"/><g transform="translate(4.8 4.8) scale(0.7)"><path fill="${colors.highlight}" d="${mark}"/></g></svg>\n`;

/** The web manifest: the name, the brand colour, the icons, so an installed site looks like ours. */
const manifest = {
  name: siteName,
  short_name: siteName,
  start_url: '/',
  display: 'browser',
  background_color: colors.surface,
  theme_color: colors.ink,
  icons: [
    { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
    { src: '/icon-192.png', type: 'image/png', sizes: '192x192' },
    { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
  ],
};

const brandDir = path.join(__dirname, '..', 'packages', 'brand', 'src');
/** Files the shell's build copies to the site's root, under these names (packages/build). */
const publicDir = path.join(__dirname, '..', 'shell', 'public');

async function main(): Promise<void> {
  mkdirSync(publicDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const images = [
      { html: shareCardHtml, size: shareCardSize, file: 'share-card.jpg', type: 'jpeg' },
      { html: logoHtml, size: logoImageSize, file: 'logo.png', type: 'png' },
    ] as const;
    const icons = [
      { size: 32, file: 'favicon-32.png' },
      { size: 180, file: 'apple-touch-icon.png' },
      { size: 192, file: 'icon-192.png' },
      { size: 512, file: 'icon-512.png' },
    ];
    for (const { size, file } of icons) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(iconHtml(size));
      // apple-touch-icon must be opaque (iOS fills transparency with black): no rounded corners.
      const screenshot = await page
        .locator('.card')
        .screenshot({ type: 'png', omitBackground: file !== 'apple-touch-icon.png' });
      writeFileSync(path.join(publicDir, file), screenshot);
      console.log(`wrote ${path.join(publicDir, file)}`);
      await page.close();
    }
    writeFileSync(path.join(publicDir, 'favicon.svg'), iconSvg);
    writeFileSync(path.join(publicDir, 'site.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);
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
