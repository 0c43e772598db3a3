import type { Page } from '@playwright/test';
import { missingPaths, sitePaths } from '@inklined/site-tools/site-pages';
import { expect, hydrated, test } from '../fixtures';

/**
 * Issue 21: every route at a small phone's, a phone's, a tablet's and a laptop's width, as a
 * visitor sees it. Nothing scrolls sideways; the quick-contact controls cover no text and no
 * control once the page is scrolled to where its content ends (on a narrow screen they are a bar
 * the page leaves room for, on a wide one they sit in the margins); no grid leaves a single card
 * alone on its last row. Each view is saved as a full-page screenshot under test-results/
 * (every-width-*), kept by CI as the run's artefacts.
 */
const widths = [320, 375, 768, 1280] as const;

/** What a visitor would find broken at this width, named element by element. */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);

    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;

    // Floating controls over text or a control (visible ones, where the page is now).
    const floating = [
      ...document.querySelectorAll('aside[aria-label="Quick contact"] a, aside[aria-label="Quick contact"] button'),
    ]
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.width > 0);
    const content = [...document.querySelectorAll('main *, footer *')].filter((element) => {
      if (element.closest('aside[aria-label="Quick contact"]')) return false;
      const control = element.matches('a, button, input, select, textarea, [role="tab"]');
      const text = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      const style = getComputedStyle(element);
      return (control || text) && style.visibility !== 'hidden' && style.display !== 'none';
    });
    /** Where the element is drawn: a control's box, or the boxes of its own lines of text. */
    const drawnRects = (element: Element): DOMRect[] => {
      if (element.matches('a, button, input, select, textarea, [role="tab"]')) return [element.getBoundingClientRect()];
      return [...element.childNodes].flatMap((node) => {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) return [];
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()];
      });
    };
    for (const element of content) {
      const covered = drawnRects(element).some(
        (rect) =>
          rect.width > 0 &&
          floating.some(
            (button) =>
              button.left < rect.right &&
              rect.left < button.right &&
              button.top < rect.bottom &&
              rect.top < button.bottom,
          ),
      );
      if (covered) problems.push(`under a floating control: ${describe(element)}`);
    }

    // A grid whose last row holds one card while the rows above hold more.
    for (const grid of document.querySelectorAll('main *')) {
      const style = getComputedStyle(grid);
      if (style.display !== 'grid' && style.display !== 'inline-grid') continue;
      const cards = [...grid.children].filter((child) => child.getBoundingClientRect().height > 0);
      if (cards.length < 3) continue;
      const rows = new Map<number, number>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      const counts = [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
      // A last card that takes the whole row is a design, not an orphan.
      const last = cards.at(-1)!.getBoundingClientRect();
      const spansRow = last.width >= grid.getBoundingClientRect().width * 0.9;
      if (counts.length > 1 && counts[0]! > 1 && counts.at(-1) === 1 && !spansRow) {
        problems.push(`a lone card on the last row of ${describe(grid)} (${counts.join(' + ')})`);
      }
    }
    return problems;
  });
}

for (const path of [...sitePaths, missingPaths[0]]) {
  test(`${path} at ${widths.join(', ')} px: no sideways scroll, nothing under the floating controls, no lone card`, async ({
    page,
    consoleErrors,
  }, testInfo) => {
    consoleErrors.allow(/status of 404/);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await hydrated(page.getByRole('link', { name: 'Critically Inklined home' }));
      await page.evaluate(() => document.fonts.ready);
      // Where the page's content ends: the room left for the bar must be there.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // The scroll-to-top control appears after 300 px; it must not cover anything either.
      await page.waitForTimeout(100);
      const problems = await layoutProblems(page);
      await page.screenshot({
        path: testInfo.outputPath(`every-width-${path.replace(/\W+/g, '-') || 'home'}-${width}.png`),
        fullPage: true,
      });
      expect(problems, `${path} at ${width} px`).toEqual([]);
    }
  });
}
