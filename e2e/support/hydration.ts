import type { Page } from '@playwright/test';

/**
 * Counts elements taken out of #root from the first paint on (installed before any page script),
 * so a test can show that hydration kept the server's markup instead of replacing it.
 */
export async function watchRemovedFromRoot(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedFromRoot: string[] }).removedFromRoot = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target as Element).closest?.('#root')) continue;
        record.removedNodes.forEach((node) => {
          if (node.nodeType === Node.ELEMENT_NODE) removed.push((node as Element).outerHTML.slice(0, 80));
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { removedFromRoot: string[] }).removedFromRoot);
}

/** Collects what the shell reports as a hydration mismatch (a recoverable error that is a bug). */
export function watchHydrationMismatches(page: Page): string[] {
  const mismatches: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Hydration mismatch')) mismatches.push(message.text());
  });
  return mismatches;
}
