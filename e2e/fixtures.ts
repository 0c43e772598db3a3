import { expect, test as base, type Locator } from '@playwright/test';

export interface ConsoleErrors {
  /** Declares errors the test provokes on purpose (a remote taken down logs its failed load). */
  allow(pattern: RegExp): void;
}

/**
 * Every test fails on a console error, an uncaught page error, anything the page's
 * Content-Security-Policy blocks, or emotion's "already loaded" warning (a second emotion copy),
 * except the errors it declares.
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.text().includes('already loaded')) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      // What a violation report would say, told in the console (the browser's own message does not
      // always reach it, and a report is sent late).
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
        ),
      );
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = problems.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React has hydrated this element of a prerendered page (its props are attached), and
 * returns it. A remote's part stays server HTML until its module arrives: a click before that
 * reaches only the HTML (a link still navigates, by reloading; a button does nothing).
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        // A form embedded lower on a page runs as it nears the screen (decision 0054): brought
        // there as a visitor would. Asked each time, as React may put in a new element.
        if (element.closest('[data-waits-for-screen]')) element.scrollIntoView({ block: 'nearest' });
        return Object.keys(element).some((key) => key.startsWith('__reactProps'));
      }),
    )
    .toBe(true);
  return locator;
}
