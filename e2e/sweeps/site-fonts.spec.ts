import type { Page } from '@playwright/test';
import { layOutDeferredContent } from '@inklined/site-tools/deferred-layout';
import { sitePaths } from '@inklined/site-tools/site-pages';
import { expect, hydrated, test } from '../fixtures';

/**
 * Every page's text is drawn in the site's two fonts, none of it in a system font: a character
 * the fonts lack (an arrow, a tick) or a form control left with the browser's own family (Arial
 * here) looks unlike the text beside it, and costs the first layout of each page a lookup in the
 * browser process (docs/decisions/0064).
 */
type DomNode = {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  children?: DomNode[];
  shadowRoots?: DomNode[];
};
type PlatformFont = { familyName: string; isCustomFont: boolean; glyphCount: number };

/** The elements with text of their own, user-agent shadow trees (a file input's button) included. */
function withText(node: DomNode, found: DomNode[] = []): DomNode[] {
  const children = [...(node.children ?? []), ...(node.shadowRoots ?? [])];
  if (children.some((child) => child.nodeType === 3 && child.nodeValue.trim() !== '')) found.push(node);
  for (const child of children) withText(child, found);
  return found;
}

/** Each system font that drew text on the page, with the first element it drew in. */
async function systemFontsDrawing(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  const found = new Map<string, string>();
  for (const node of withText(root)) {
    const { fonts } = (await cdp.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId })) as {
      fonts: PlatformFont[];
    };
    for (const font of fonts.filter(({ isCustomFont, glyphCount }) => !isCustomFont && glyphCount > 0))
      if (!found.has(font.familyName))
        found.set(font.familyName, `${font.familyName} in <${node.nodeName.toLowerCase()}>`);
  }
  await cdp.detach();
  return [...found.values()];
}

test("every page's text is drawn in the site's fonts", async ({ page }) => {
  // `optional` keeps the system font for a visit whose font file came late (a busy machine can be
  // that slow); `block` waits for it, so what is measured is what the page asks for.
  await page.route(
    (url) => sitePaths.includes(url.pathname),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: (await response.text()).replaceAll('font-display:optional', 'font-display:block'),
      });
    },
  );
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of sitePaths) {
    await page.goto(path);
    await hydrated(page.getByRole('link', { name: 'Critically Inklined home' }));
    // Text below the first screen is shaped only once laid out.
    await layOutDeferredContent(page);
    await page.evaluate(() => document.fonts.ready);
    expect(await systemFontsDrawing(page), path).toEqual([]);
  }
});
