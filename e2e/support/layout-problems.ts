import { expect, type Page, type TestInfo } from '@playwright/test';
import { layOutDeferredContent } from '@inklined/site-tools/deferred-layout';

/** The widths every page is looked at: a small phone, a phone, a tablet, a laptop (issue 21). */
export const widths = [320, 375, 768, 1280] as const;

/**
 * A page, loaded and hydrated at `width`, as a visitor sees it (issue 21): scrolled to where its
 * content ends, nothing scrolls sideways, the quick-contact controls cover no text and no control
 * (on a narrow screen they are a bar the page leaves room for, on a wide one they sit in the
 * margins), no grid leaves a single card alone on its last row, no text runs out of its box and
 * no icon in a control is squeezed by its label. The view is saved as a full-page screenshot
 * under test-results/ (every-width-*), kept by CI as the run's artefacts. Leaves the page scrolled
 * to its end.
 */
export async function expectViewHolds(page: Page, path: string, width: number, testInfo: TestInfo): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  // Laid out whole first: a section laid out only once it is near the screen takes its real
  // height then, and would move the page's end after the scroll below.
  await layOutDeferredContent(page);
  // Where the page's content ends: the room left for the bar must be there. A part that hydrates
  // after the scroll may change the page's height, so the scroll is repeated until the page ends
  // where the window does (a slow runner hydrated the home page mid-check). The scroll-to-top
  // control appears after 300 px; it must not cover anything either.
  await expect
    .poll(async () => {
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            window.scrollTo(0, document.documentElement.scrollHeight);
            requestAnimationFrame(() => requestAnimationFrame(resolve));
          }),
      );
      return page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
    })
    .toBe(true);
  const problems = await layoutProblems(page);
  await page.screenshot({
    path: testInfo.outputPath(`every-width-${path.replace(/\W+/g, '-') || 'home'}-${width}.png`),
    fullPage: true,
  });
  expect(problems, `${path} at ${width} px`).toEqual([]);
}

/** The floating quick-contact controls: a bar on a narrow screen, two stacks in the margins on a wide one. */
const quickContactControls = 'aside[aria-label="Quick contact"] a, aside[aria-label="Quick contact"] button';

/**
 * What a visitor would find broken at this width, named element by element. `underFloating: false`
 * leaves out text and controls under the floating controls: mid-page, the bar at a phone's foot
 * covers what scrolls beneath it, as any fixed bar does.
 */
export async function layoutProblems(page: Page, { underFloating = true } = {}): Promise<string[]> {
  // Every part of the page, including what it lays out only near the screen, is checked.
  await layOutDeferredContent(page);
  return page.evaluate(
    ({ controls, checkFloating }) => {
      const problems: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth)
        problems.push(`scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);

      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;

      // Floating controls over text or a control (visible ones, where the page is now).
      const floating = checkFloating
        ? [...document.querySelectorAll(controls)]
            .map((element) => element.getBoundingClientRect())
            .filter((rect) => rect.width > 0)
        : [];
      const content = [...document.querySelectorAll('main *, footer *')].filter((element) => {
        if (element.closest('aside[aria-label="Quick contact"]')) return false;
        const control = element.matches('a, button, input, select, textarea, [role="tab"]');
        const text = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        const style = getComputedStyle(element);
        return (control || text) && style.visibility !== 'hidden' && style.display !== 'none';
      });
      /** Where the element is drawn: a control's box, or the boxes of its own lines of text. */
      const drawnRects = (element: Element): DOMRect[] => {
        if (element.matches('a, button, input, select, textarea, [role="tab"]'))
          return [element.getBoundingClientRect()];
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

      // Text wider than its own box, drawn over its neighbour or outside its card.
      for (const element of document.querySelectorAll('main li, main p, main h1, main h2, main h3, main h4, main dd')) {
        const style = getComputedStyle(element);
        if (style.display === 'none' || style.overflowX !== 'visible' || element.clientWidth === 0) continue;
        if (element.scrollWidth > element.clientWidth + 1) {
          problems.push(
            `text wider than its box (${element.scrollWidth} > ${element.clientWidth} px): ${describe(element)}`,
          );
        }
      }

      // An icon in a control drawn narrower than its size: squeezed by a label beside it.
      for (const icon of document.querySelectorAll('main svg[width], footer svg[width], header svg[width]')) {
        const control = icon.closest('a, button, [role="tab"]');
        if (!control) continue;
        const drawn = icon.getBoundingClientRect();
        const sized = Number(icon.getAttribute('width'));
        if (drawn.height > 0 && sized > 0 && drawn.width < sized - 0.5) {
          problems.push(`a squeezed icon (${Math.round(drawn.width)} of ${sized} px) in ${describe(control)}`);
        }
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
    },
    { controls: quickContactControls, checkFloating: underFloating },
  );
}

/**
 * Whether the element is drawn under one of the floating quick-contact controls. Mid-page, the
 * bar at a phone's foot covers what scrolls beneath it, as any fixed bar does; what the visitor is
 * acting on (the focused field, the message a form just gave) must never be there.
 */
export function underFloatingControl(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    ({ target, controls }) => {
      const element = document.querySelector(target);
      if (!element) throw new Error(`nothing matches ${target}`);
      const rect = element.getBoundingClientRect();
      return [...document.querySelectorAll(controls)]
        .map((control) => control.getBoundingClientRect())
        .filter((control) => control.width > 0)
        .some(
          (control) =>
            control.left < rect.right &&
            rect.left < control.right &&
            control.top < rect.bottom &&
            rect.top < control.bottom,
        );
    },
    { target: selector, controls: quickContactControls },
  );
}
