import { sitePages } from '@inklined/site-tools/site-pages';
import { expect, hydrated, test } from '../fixtures';

/**
 * The first use of a collator or a number or date format in a page loads ICU's data for it, a
 * long task at the start on a slow phone (docs/decisions/0056). No page needs one to start: the
 * content is sorted by its ISO dates and slugs, and a salary is formatted only where one shows.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const uses: string[] = [];
    Object.assign(globalThis, { localeDataUses: uses });
    for (const name of ['Collator', 'NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat'] as const) {
      const original = Intl[name] as unknown as new (...args: unknown[]) => object;
      Object.defineProperty(Intl, name, {
        configurable: true,
        writable: true,
        value: new Proxy(original, {
          construct(target, args) {
            uses.push(`Intl.${name}`);
            return new target(...(args as unknown[]));
          },
          apply(target, self, args) {
            uses.push(`Intl.${name}`);
            return Reflect.apply(target, self, args);
          },
        }),
      });
    }
    const methods = [
      [String.prototype, 'localeCompare'],
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
    ] as const;
    for (const [owner, method] of methods) {
      const original = (owner as unknown as Record<string, (...args: unknown[]) => unknown>)[method]!;
      Object.defineProperty(owner, method, {
        configurable: true,
        writable: true,
        value(this: unknown, ...args: unknown[]) {
          uses.push(method);
          return original.apply(this, args);
        },
      });
    }
  });
});

for (const { path, heading } of sitePages) {
  test(`${path} starts without loading locale data`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page.getByRole('heading', { level: 1, name: heading }));
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (globalThis as unknown as { localeDataUses: string[] }).localeDataUses)).toEqual(
      [],
    );
  });
}
