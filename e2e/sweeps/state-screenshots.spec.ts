import type { Page } from '@playwright/test';
import { routePaths } from '@inklined/contracts/routes';
import { expect, hydrated, test } from '../fixtures';
import { expectThanks, fillContactForm, openContactForm, openExpertModal } from '../support/forms';
import { layoutProblems, underFloatingControl, widths } from '../support/layout-problems';
import { uniqueMarker } from '../support/mailbox';

/**
 * Issue 21: the states a visitor meets besides a page at rest, at every width: the mobile menu
 * open, the expert modal open, a form showing its errors and a form that was sent. Each is saved
 * as a full-page screenshot under test-results/ (state-*), kept by CI as the run's artefacts, and
 * checked: nothing scrolls sideways, no lone card, and what the visitor acts on (the focused field,
 * the form's message) is never under the floating controls.
 */
/**
 * What the page does after the change settles first: the scroll to the focused field, and the
 * quick-contact bar's scroll-to-top, which slides in once the page is scrolled.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  // No transition still running (the bar sliding in), and the page no longer scrolling.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const before = window.scrollY;
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === before)));
          }),
      ),
    )
    .toBe(true);
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the menu open, the expert modal open', async ({ page }, testInfo) => {
      const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`state-${name}-${width}.png`) });
      await page.goto(routePaths.home);
      const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ });
      if (width < 768) {
        await (await hydrated(toggle)).click();
        const menu = page.getByRole('navigation', { name: 'Main' });
        await expect(menu.getByRole('link', { name: 'Contact' })).toBeInViewport();
        expect(await layoutProblems(page, { underFloating: false }), 'menu open').toEqual([]);
        await shot('menu-open');
        await page.keyboard.press('Escape');
        await expect(toggle).toBeFocused();
      } else {
        await expect(toggle).toBeHidden();
      }
      const { dialog } = await openExpertModal(page);
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot('expert-modal-open');
    });

    test('the contact form with its errors, then sent', async ({ page }, testInfo) => {
      const shot = (name: string) =>
        page.screenshot({ path: testInfo.outputPath(`state-${name}-${width}.png`), fullPage: true });
      const form = await openContactForm(page);
      await form.getByRole('textbox', { name: /Email/ }).fill('hugo@gmail');
      await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
      await expect(form.getByText('Please enter a valid email')).toBeVisible();
      await settled(page);
      expect(await layoutProblems(page, { underFloating: false }), 'form errors').toEqual([]);
      expect(await underFloatingControl(page, ':focus'), 'the first invalid field').toBe(false);
      await shot('contact-form-errors');

      await fillContactForm(form, uniqueMarker('state'));
      await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
      await expectThanks(form, 'Thank you for your message! We will get back to you soon.');
      await settled(page);
      expect(await layoutProblems(page, { underFloating: false }), 'form sent').toEqual([]);
      expect(await underFloatingControl(page, '[role="status"]:focus'), 'the success panel').toBe(false);
      await shot('contact-form-sent');
    });
  });
}
