import type { Page } from '@playwright/test';

/** Every element (and ::before/::after) that would transition or animate, with what it would. */
export function moving(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const transitions = style.transitionDuration.split(',').some((duration) => parseFloat(duration) > 0);
        const animated = style.animationName !== 'none' && parseFloat(style.animationDuration) > 0;
        if (transitions || animated) {
          found.push(`${element.tagName.toLowerCase()}${pseudo ?? ''}.${element.className}: ${style.transition}`);
        }
      }
    }
    return found;
  });
}
