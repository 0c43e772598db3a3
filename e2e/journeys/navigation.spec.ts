import { expect, hydrated, test } from '../fixtures';

const links = [
  { name: 'About', url: '/about', heading: 'About Us' },
  { name: 'Services', url: '/services', heading: 'Our Services' },
  { name: 'FAQ', url: '/faq', heading: 'Frequently Asked Questions' },
  { name: 'Careers', url: '/careers', heading: 'Careers' },
  { name: 'Contact', url: '/contact', heading: 'Contact Us' },
  { name: 'Home', url: '/', heading: /Academic writing/ },
];

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the navbar links and the logo navigate, and mark the current page', async ({ page }) => {
    await page.goto('/faq');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    for (const link of links) {
      await nav.getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(link.url);
      await expect(page.getByRole('heading', { level: 1, name: link.heading })).toBeVisible();
      await expect(nav.getByRole('link', { name: link.name, exact: true })).toHaveAttribute('aria-current', 'page');
    }
    await page.goto('/contact');
    await page.getByRole('link', { name: 'Critically Inklined home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a remote page links through the shell router without reloading the page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await (await hydrated(page.getByRole('link', { name: 'About Us' }))).click();
    await expect(page).toHaveURL('/about');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});

test.describe("at a tablet's width", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the six links sit in the bar, on one line, and nothing scrolls sideways', async ({ page }) => {
    await page.goto('/services');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const tops = new Set<number>();
    for (const link of links) {
      const box = (await nav.getByRole('link', { name: link.name, exact: true }).boundingBox())!;
      expect(box.x + box.width, link.name).toBeLessThanOrEqual(768);
      tops.add(Math.round(box.y));
    }
    expect(tops.size).toBe(1);
    const logo = (await page.getByRole('link', { name: 'Critically Inklined home' }).boundingBox())!;
    expect(Math.round(logo.y + logo.height / 2)).toBeLessThan([...tops][0]! + 40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(768);
  });
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button opens the links, shows the close icon, and a chosen link closes it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeHidden();

    await (await hydrated(toggle)).click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toBeVisible();

    await services.click();
    await expect(page).toHaveURL('/services');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeHidden();
  });

  test('Escape closes the open menu and gives the focus back to its button', async ({ page }) => {
    await page.goto('/');
    const toggle = await hydrated(page.getByRole('button', { name: 'Open menu' }));
    await toggle.click();
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Escape');
    await expect(services).toBeHidden();
    const closed = page.getByRole('button', { name: 'Open menu' });
    await expect(closed).toHaveAttribute('aria-expanded', 'false');
    await expect(closed).toBeFocused();
  });

  test('Tab past the open menu closes it, so the focused control on the page is not under it', async ({ page }) => {
    await page.goto('/');
    await (await hydrated(page.getByRole('button', { name: 'Open menu' }))).click();
    const expert = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Speak with an Expert' });
    await expert.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(expert).toBeHidden();
    // What has the focus now is on the page and can be seen: nothing is drawn over its middle.
    const uncovered = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body) return false;
      const box = focused.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && (focused === top || focused.contains(top));
    });
    expect(uncovered).toBe(true);
  });
});
