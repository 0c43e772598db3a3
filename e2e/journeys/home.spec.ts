import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from '../fixtures';

/** Home's two carousels in a real browser (spec sections 2 and 9): timing, breakpoints, swipe, reduced motion. */
async function openHome(page: Page): Promise<{ services: Locator; testimonials: Locator }> {
  await page.goto('/');
  const services = page.getByRole('group', { name: 'What We Do' });
  await hydrated(services.getByRole('button', { name: 'Next slide, What We Do' }));
  return { services, testimonials: page.getByRole('group', { name: 'What Our Clients Say' }) };
}

const dots = (carousel: Locator) => carousel.getByRole('button', { name: /Go to slide/ });
const currentDot = (carousel: Locator) => carousel.locator('button[aria-current="true"]');
/** Below 640 px a carousel of more than seven slides says "3 / 12" instead of drawing twelve dots. */
const counter = (carousel: Locator) => carousel.getByText(/^Slide \d+ of \d+$/);

test('the services carousel moves every 5 s and loops; the testimonials wrap round', async ({ page }) => {
  await page.clock.install();
  const { services, testimonials } = await openHome(page);
  await expect(dots(services)).toHaveCount(4);
  await expect(currentDot(services)).toHaveText('Go to slide 1 of 4');
  await page.clock.runFor(5_000);
  await expect(currentDot(services)).toHaveText('Go to slide 2 of 4');
  for (let step = 0; step < 3; step++) await page.clock.runFor(5_000);
  await expect(currentDot(services)).toHaveText('Go to slide 1 of 4');
  await expect(currentDot(testimonials)).toHaveText('Go to slide 5 of 7');
  await testimonials.getByRole('button', { name: 'Go to slide 7 of 7' }).click();
  await testimonials.getByRole('button', { name: 'Next slide, What Our Clients Say' }).click();
  await expect(currentDot(testimonials)).toHaveText('Go to slide 1 of 7');
  await expect(testimonials.getByRole('group', { name: '1 of 7', exact: true })).toContainText('Priya Raman');
});

test('cards per slide follow the width (1, 2, 3), and a change goes back to the first slide', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { services } = await openHome(page);
  await services.getByRole('button', { name: 'Go to slide 3 of 4' }).click();
  await expect(currentDot(services)).toHaveText('Go to slide 3 of 4');
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(dots(services)).toHaveCount(6);
  await expect(currentDot(services)).toHaveText('Go to slide 1 of 6');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(dots(services)).toHaveCount(0);
  await expect(counter(services)).toHaveText('Slide 1 of 12');
  await expect(services.getByText('1 / 12', { exact: true })).toBeVisible();
  await expect(services.getByRole('group', { name: '1 of 12', exact: true })).toBeInViewport();
  await expect(services.getByRole('group', { name: '2 of 12', exact: true })).not.toBeInViewport();
});

test('a swipe moves the carousel, and the slides out of view cannot take focus', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { services } = await openHome(page);
  const slide = services.getByRole('group', { name: '1 of 12', exact: true });
  await slide.scrollIntoViewIfNeeded();
  // Its engine is fetched as the visitor scrolls towards it (marketing's use-carousel-engine.ts).
  await expect(services).toHaveAttribute('data-engine', 'running');
  const box = (await slide.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) {
    await page.mouse.move(box.x + box.width * (0.8 - step * 0.06), box.y + box.height / 2);
  }
  await page.mouse.up();
  await expect(counter(services)).toHaveText('Slide 2 of 12');
  await expect(services.getByRole('group', { name: '1 of 12', exact: true })).toHaveAttribute('inert', '');
  await expect(services.getByRole('group', { name: '2 of 12', exact: true })).not.toHaveAttribute('inert', '');
});

test('arrow keys move a focused carousel; while the focus is in it, it does not move by itself', async ({ page }) => {
  await page.clock.install();
  const { services } = await openHome(page);
  await services.getByRole('button', { name: 'Next slide, What We Do' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(currentDot(services)).toHaveText('Go to slide 2 of 4');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(currentDot(services)).toHaveText('Go to slide 4 of 4');
  await page.clock.runFor(20_000);
  await expect(currentDot(services)).toHaveText('Go to slide 4 of 4');
});

test('with reduced motion nothing moves by itself and there is no pause button', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  const { services, testimonials } = await openHome(page);
  await page.clock.runFor(30_000);
  await expect(currentDot(services)).toHaveText('Go to slide 1 of 4');
  await expect(currentDot(testimonials)).toHaveText('Go to slide 1 of 7');
  await expect(page.getByRole('button', { name: /^Pause/ })).toHaveCount(0);
  await services.getByRole('button', { name: 'Next slide, What We Do' }).click();
  await expect(currentDot(services)).toHaveText('Go to slide 2 of 4');
});

test('the pause button stops the testimonials until Play', async ({ page }) => {
  await page.clock.install();
  const { testimonials } = await openHome(page);
  await testimonials.getByRole('button', { name: 'Pause the What Our Clients Say slides' }).click();
  await page.mouse.move(0, 0);
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.clock.runFor(30_000);
  await expect(currentDot(testimonials)).toHaveText('Go to slide 1 of 7');
});
