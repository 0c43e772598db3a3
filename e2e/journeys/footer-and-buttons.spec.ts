import { expect, hydrated, test } from '../fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

test('the footer shows the contact facts, the hours, the social links and this year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: '+91 98110 45672' })).toHaveAttribute('href', 'tel:+919811045672');
  await expect(footer.getByRole('link', { name: '+91 99580 31264' })).toHaveAttribute('href', 'tel:+919958031264');
  await expect(footer.getByRole('link', { name: 'contact@criticallyinklined.com' })).toHaveAttribute(
    'href',
    'mailto:contact@criticallyinklined.com',
  );
  await expect(footer).toContainText('Monday to Saturday, 10:00 AM to 7:00 PM IST');
  await expect(footer.getByRole('heading', { name: 'Follow us for the latest updates' })).toBeVisible();
  for (const name of ['Facebook', 'X', 'Instagram']) {
    const link = footer.getByRole('link', { name: new RegExp(`^${name} \\(opens in a new tab\\)$`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(footer.getByText('LinkedIn')).toBeVisible();
  await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveCount(0);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Critically Inklined`);
});

test('on a wide screen the footer grid has 10 columns: 3 for contact, 7 for social', async ({ page }) => {
  await page.goto('/');
  const contact = page.getByRole('region', { name: 'Contact Us' });
  const social = page.getByRole('region', { name: 'Follow us for the latest updates' });
  const columns = await contact.evaluate(
    (el) => getComputedStyle(el.parentElement!).gridTemplateColumns.split(' ').length,
  );
  expect(columns).toBe(10);
  await expect(contact).toHaveCSS('grid-column-start', 'span 3');
  await expect(social).toHaveCSS('grid-column-start', 'span 7');
});

test('the e-mail button is a mailto link and the chat button opens the chat with a greeting', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'E-mail us at contact@criticallyinklined.com' })).toHaveAttribute(
    'href',
    'mailto:contact@criticallyinklined.com',
  );
  const chat = page.getByRole('link', { name: 'Chat with us (opens in a new tab)' });
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/919811045672\?text=Hello/);
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
});

test.describe('scroll to top', () => {
  test.use({ viewport: { width: 1280, height: 360 } });

  test('appears after 300 px of scrolling and brings the page back to the top', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 320));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test('every page ends with links to the main pages, the blog among them, through the router', async ({ page }) => {
  await page.goto('/faq');
  const more = page.getByRole('navigation', { name: 'More pages' });
  for (const name of ['Services and prices', 'Blog', 'FAQ', 'Careers', 'Contact', 'Privacy notice']) {
    await expect(more.getByRole('link', { name })).toBeVisible();
  }
  await (await hydrated(more.getByRole('link', { name: 'Blog' }))).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
});
