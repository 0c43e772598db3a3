import { expect, test } from '../fixtures';

const pages = [
  { path: '/', heading: /Academic writing, critically crafted/, title: 'Academic Writing and Critique' },
  { path: '/services', heading: 'Our Services', title: 'Services and Pricing' },
  { path: '/blog', heading: 'Our Blog', title: 'Blog' },
  { path: '/contact', heading: 'Contact Us', title: 'Contact Us' },
  { path: '/careers', heading: 'Careers', title: 'Careers' },
  { path: '/careers/medical-writing-specialist', heading: 'Medical Writing Specialist', title: 'Careers' },
  { path: '/about', heading: 'About Us', title: 'About Us' },
  { path: '/faq', heading: 'Frequently Asked Questions', title: 'FAQ' },
];

for (const { path, heading, title } of pages) {
  test(`${path} renders its page inside the frame`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Follow us for the latest updates');
    await expect(page).toHaveTitle(`${title} | Critically Inklined`);
  });
}

test('an unknown route shows the not-found page, which links home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Critically Inklined');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: /Academic writing/ })).toBeVisible();
});

test('an unknown role shows "Job not found" with a link back to the careers page', async ({ page }) => {
  await page.goto('/careers/astronaut');
  await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Careers' }).click();
  await expect(page).toHaveURL('/careers');
});

test('the careers listing links each role to its page, through the shell router', async ({ page }) => {
  await page.goto('/careers');
  await page.getByRole('link', { name: 'Client Relations Executive' }).click();
  await expect(page).toHaveURL('/careers/client-relations-executive');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Relations Executive' })).toBeVisible();
});
