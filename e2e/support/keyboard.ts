import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { focusIndicator, type FocusIndicator } from './a11y';

/**
 * The focus can be seen where it is (WCAG 2.4.7, 1.4.11, 2.4.11): the focused element draws an
 * outline or a ring of 2 px or more, in a colour of 3:1 or more against what is around it, mostly
 * not cut off by an ancestor, and the element is not entirely hidden (by the sticky navbar, a
 * floating button).
 */
export async function expectVisibleFocus(page: Page, step: string): Promise<void> {
  expectFocusShown(await focusIndicator(page), step);
}

/** The same, of a focus already measured (a tab order's sweep measures each stop once). */
export function expectFocusShown(focus: FocusIndicator, step: string): void {
  const what = `${step}: ${focus.element}`;
  expect(focus.indicator, `${what} shows no focus indicator`).not.toBe('none');
  expect(focus.contrast, `${what}: contrast of its focus indicator`).toBeGreaterThanOrEqual(3);
  expect(focus.ringShown, `${what}: share of its focus ring not cut off`).toBeGreaterThanOrEqual(0.5);
  expect(focus.unobscured, `${what} is hidden behind something`).toBe(true);
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses a key and checks the focus is still visible afterwards. */
export async function press(page: Page, key: string, step = key): Promise<void> {
  await page.keyboard.press(key);
  await expectVisibleFocus(page, step);
}

/** Types into the focused field, as a keyboard does. */
export async function type(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking at every stop that the focus
 * is visible; fails if the target is not reached in `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}): Promise<void> {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let presses = 1; presses <= limit; presses++) {
    await press(page, key, `${key} ×${presses}`);
    if (await isFocused(target)) return;
  }
  throw new Error(`${String(target)} not reached in ${limit} presses of ${key}`);
}
