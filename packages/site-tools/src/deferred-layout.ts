/** What the function needs of a Playwright page (this package does not depend on Playwright). */
interface PageLike {
  evaluate<Result>(fn: () => Result): Promise<Result>;
}

/**
 * Lays out what the page leaves for later (`content-visibility: auto` below the first screen,
 * design-system `laidOutNearScreenStyle`): until a visitor scrolls near it, it has no boxes, so a
 * full-page screenshot shows it blank, axe takes the page's white for its background and a check
 * of widths or overlaps does not see it. For tools and tests that look at the whole page at once;
 * a visitor gets each part laid out as it nears the screen.
 */
export async function layOutDeferredContent(page: PageLike): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
}
