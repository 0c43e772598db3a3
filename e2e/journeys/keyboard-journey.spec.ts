import type { Locator } from '@playwright/test';
import { careerPath, routePaths } from '@inklined/contracts/routes';
import { expect, hydrated, test } from '../fixtures';
import { expectVisibleFocus, press, tabTo, type } from '../support/keyboard';
import { expectThanks } from '../support/forms';
import { mailContaining, uniqueMarker } from '../support/mailbox';
import { samplePdf } from '@inklined/test-kit/sample-pdf';

/**
 * Issue 13: a visitor without a mouse does everything the site offers, and always sees where the
 * focus is. No test here clicks or hovers: keys only (and choosing a file, for which the browser's
 * file picker stands in).
 */
const currentSlide = (carousel: Locator) => carousel.locator('button[aria-current="true"]');

async function slideNumber(carousel: Locator): Promise<number> {
  const text = (await currentSlide(carousel).textContent()) ?? '';
  return Number(/Go to slide (\d+)/.exec(text)?.[1]);
}

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('skip link, the navbar, and the expert form sent from Home', async ({ page }) => {
    await page.goto(routePaths.home);
    const expertButton = await hydrated(page.getByRole('button', { name: 'Speak with an Expert' }));

    await press(page, 'Tab', 'the first Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await press(page, 'Enter', 'the skip link');
    await expect(page.getByRole('main')).toBeFocused();
    await press(page, 'Tab', 'the first control of the page');
    await expect(expertButton).toBeFocused();

    // Back up into the navbar, through every link of it, and down again.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await tabTo(page, nav.getByRole('link', { name: 'Contact' }), { backwards: true, limit: 1 });
    await tabTo(page, nav.getByRole('link', { name: 'Home' }), { backwards: true, limit: 5 });
    await tabTo(page, page.getByRole('link', { name: 'Critically Inklined home' }), { backwards: true, limit: 1 });
    await tabTo(page, expertButton, { limit: 7 });

    await press(page, 'Enter', 'Speak with an Expert');
    const dialog = page.getByRole('dialog', { name: 'Speak with an Expert' });
    await expect(dialog.getByRole('textbox', { name: /First Name/ })).toBeFocused();
    const marker = uniqueMarker('keyboard-expert');
    await type(page, 'Meera');
    await tabTo(page, dialog.getByRole('textbox', { name: /Last Name/ }), { limit: 1 });
    await type(page, 'Iyer');
    await tabTo(page, dialog.getByRole('textbox', { name: /Email/ }), { limit: 1 });
    await type(page, 'meera@example.com');
    await tabTo(page, dialog.getByRole('textbox', { name: /Phone/ }), { limit: 1 });
    await type(page, '+91 98110 45672');
    const industry = dialog.getByRole('combobox', { name: /Industry/ });
    await tabTo(page, industry, { limit: 1 });
    await press(page, 'ArrowDown');
    await press(page, 'ArrowDown');
    await expect(industry).toHaveValue('healthcare');
    await tabTo(page, dialog.getByRole('textbox', { name: /How can we help/ }), { limit: 1 });
    await type(page, `A systematic review ${marker}`);
    const consent = dialog.getByRole('checkbox', { name: /processing my data/ });
    await tabTo(page, consent, { limit: 1 });
    await press(page, 'Space', 'the consent checkbox');
    await expect(consent).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: 'Submit' }), { limit: 2 });
    await press(page, 'Enter', 'Submit');
    await expectThanks(dialog, "Thank you! We'll get back to you within 24 hours, Monday to Saturday.");
    await expect(dialog).toBeHidden();
    await expect(expertButton).toBeFocused();
    await expectVisibleFocus(page, 'back on the opener');
    await expect.poll(() => mailContaining(marker)).toBeDefined();
  });

  test('the contact popup sent from a price tier', async ({ page }) => {
    await page.goto(routePaths.services);
    const articles = await hydrated(page.getByRole('tab', { name: 'Articles' }));
    await tabTo(page, articles);
    await press(page, 'ArrowRight', 'to the Theses tab');
    await expect(page.getByRole('tab', { name: 'Theses' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Theses' })).toHaveAttribute('aria-selected', 'true');
    // Through the panel and the Basic and (on ink) Standard tiers to Premium.
    const premium = page.getByRole('button', { name: 'Get Started: Theses Premium, $500' });
    await tabTo(page, premium, { limit: 4 });
    await press(page, 'Enter', 'Get Started');

    const popup = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(popup.getByRole('textbox', { name: /Name/ })).toBeFocused();
    await expect(popup.getByText('Chosen plan: Theses, Premium ($500)')).toBeVisible();
    const marker = uniqueMarker('keyboard-popup');
    await type(page, 'Kabir Shah');
    await tabTo(page, popup.getByRole('textbox', { name: /Email/ }), { limit: 1 });
    await type(page, 'kabir@example.com');
    await tabTo(page, popup.getByRole('combobox', { name: /Service/ }), { limit: 2 });
    await expect(popup.getByRole('combobox', { name: /Service/ })).toHaveValue('thesis');
    await tabTo(page, popup.getByRole('textbox', { name: /Message/ }), { limit: 1 });
    await type(page, `A thesis in public health ${marker}`);
    await tabTo(page, popup.getByRole('button', { name: 'Send' }), { limit: 1 });
    await press(page, 'Enter', 'Send');
    await expectThanks(popup, 'Thank you! We will contact you soon.');
    await expect(popup).toBeHidden();
    await expect(premium).toBeFocused();
    await expectVisibleFocus(page, 'back on the tier');
    await expect.poll(() => mailContaining(marker)).toBeDefined();
    // The tab and the tier chosen travel with the request (issue 21).
    const mail = (await mailContaining(marker))!.parsed;
    expect(mail.subject).toContain('Contact request: Theses, Premium plan, from Kabir Shah');
    expect(mail.text).toContain('Chosen plan: Theses, Premium ($500)');
  });

  test("Home's two carousels, by their buttons and by arrow keys", async ({ page }) => {
    await page.goto(routePaths.home);
    const services = page.getByRole('group', { name: 'What We Do' });
    const next = await hydrated(services.getByRole('button', { name: 'Next slide, What We Do' }));
    await tabTo(page, next);
    // The focus is in the carousel: it holds still, so every move below is the visitor's.
    const start = await slideNumber(services);
    await press(page, 'Enter', 'Next slide');
    await expect(currentSlide(services)).toHaveText(`Go to slide ${(start % 4) + 1} of 4`);
    await press(page, 'ArrowLeft');
    await expect(currentSlide(services)).toHaveText(`Go to slide ${start} of 4`);
    await press(page, 'ArrowRight');
    await press(page, 'ArrowRight');
    await expect(currentSlide(services)).toHaveText(`Go to slide ${((start + 1) % 4) + 1} of 4`);
    await tabTo(page, services.getByRole('button', { name: 'Pause the What We Do slides' }), { limit: 1 });
    await press(page, 'Enter', 'Pause');
    await expect(services.getByRole('button', { name: 'Play the What We Do slides' })).toBeFocused();
    await tabTo(page, services.getByRole('button', { name: 'Go to slide 4 of 4' }), { backwards: true, limit: 3 });
    await press(page, 'Enter', 'the fourth dot');
    await expect(currentSlide(services)).toHaveText('Go to slide 4 of 4');
    // The slide shown can be read; those out of view are out of the tab order.
    await expect(services.getByRole('group', { name: '10 of 12', exact: true })).not.toHaveAttribute('inert');
    await expect(services.getByRole('group', { name: '1 of 12', exact: true })).toHaveAttribute('inert', '');

    const testimonials = page.getByRole('group', { name: 'What Our Clients Say' });
    const previous = testimonials.getByRole('button', { name: 'Previous slide, What Our Clients Say' });
    await tabTo(page, previous);
    const first = await slideNumber(testimonials);
    await press(page, 'Enter', 'Previous slide');
    await expect(currentSlide(testimonials)).toHaveText(`Go to slide ${((first + 5) % 7) + 1} of 7`);
    await press(page, 'ArrowRight');
    await expect(currentSlide(testimonials)).toHaveText(`Go to slide ${first} of 7`);
    await tabTo(page, testimonials.getByRole('button', { name: 'Next slide, What Our Clients Say' }), { limit: 8 });
    await press(page, 'Enter', 'Next slide');
    await expect(currentSlide(testimonials)).toHaveText(`Go to slide ${(first % 7) + 1} of 7`);
  });

  test('the FAQ accordion, then Contact Support', async ({ page }) => {
    await page.goto(routePaths.faq);
    const writers = await hydrated(page.getByRole('button', { name: 'Who are your writers?' }));
    await tabTo(page, writers);
    await expect(writers).toHaveAttribute('aria-expanded', 'true');
    await press(page, 'Enter', 'the open question');
    await expect(writers).toHaveAttribute('aria-expanded', 'false');
    const discounts = page.getByRole('button', { name: 'Do you offer student discounts?' });
    await tabTo(page, discounts, { limit: 6 });
    await press(page, 'Space', 'a closed question');
    await expect(discounts).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Do you offer student discounts?' })).toContainText('15%');
    await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);
    await tabTo(page, page.getByRole('link', { name: 'Contact Support' }), { limit: 2 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(routePaths.contact);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    // A new page: the focus starts at its content.
    await expect(page.getByRole('main')).toBeFocused();
    await expectVisibleFocus(page, 'the contact page');
  });

  test("About's section tabs", async ({ page }) => {
    await page.goto(routePaths.about);
    const tabs = page.getByRole('navigation', { name: 'Sections of this page' });
    const team = await hydrated(tabs.getByRole('link', { name: 'Our Team' }));
    await tabTo(page, team);
    await press(page, 'Enter', 'Our Team');
    const section = page.getByRole('region', { name: 'Our Team' });
    await expect(section).toBeFocused();
    await expect(page).toHaveURL(/#team$/);
    await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(team).toHaveAttribute('aria-current', 'true');
    // Back into the sticky tabs, which stay in view, and on to another section.
    await tabTo(page, tabs.getByRole('link', { name: 'Our Clientele' }), { backwards: true, limit: 1 });
    await press(page, 'Enter', 'Our Clientele');
    await expect(page.getByRole('region', { name: 'Our Clientele' })).toBeFocused();
    await expect(tabs.getByRole('link', { name: 'Our Clientele' })).toHaveAttribute('aria-current', 'true');
  });

  test('an application for a role, with a resume', async ({ page }) => {
    // Waiting for the picker turns on its interception, a round trip of its own: turned on here, it
    // is in place long before the Enter that opens it (begun beside the key press, a busy machine
    // let the key arrive first and the picker open unseen).
    const chooserOpened = page.waitForEvent('filechooser');
    await page.goto(careerPath('medical-writing-specialist'));
    const form = page.getByRole('form', { name: 'Apply for Medical Writing Specialist' });
    await hydrated(form.getByRole('textbox', { name: /First Name/ }));
    await tabTo(page, page.getByRole('link', { name: 'Apply now' }));
    await press(page, 'Enter', 'Apply now');
    await expect(form.getByRole('heading', { name: 'Apply for Medical Writing Specialist' })).toBeInViewport();
    await expect(page.locator('#apply')).toBeFocused();
    await tabTo(page, form.getByRole('textbox', { name: /First Name/ }), { limit: 1 });
    const marker = uniqueMarker('keyboard-application');
    await type(page, 'Rohan');
    await tabTo(page, form.getByRole('textbox', { name: /Last Name/ }), { limit: 1 });
    await type(page, 'Mehta');
    await tabTo(page, form.getByRole('textbox', { name: /Email/ }), { limit: 1 });
    await type(page, 'rohan@example.com');
    const experience = form.getByRole('combobox', { name: /Experience/ });
    await tabTo(page, experience, { limit: 2 });
    // The role asks for at least 2 years: the choices start at "2-3 years".
    for (let step = 0; step < 2; step++) await press(page, 'ArrowDown');
    await expect(experience).toHaveValue('3-5 years');
    await tabTo(page, form.getByRole('textbox', { name: /Cover Letter/ }), { limit: 1 });
    await type(page, `Four years of clinical writing ${marker}`);
    const choose = form.getByRole('button', { name: 'Choose a file (Resume)' });
    await tabTo(page, choose, { limit: 1 });
    // Enter on the button opens the file picker; choosing the file in it is the chooser's setFiles.
    const pdf = samplePdf(`Resume ${marker}`);
    await press(page, 'Enter', 'Choose a file');
    const chooser = await chooserOpened;
    await chooser.setFiles({ name: 'Rohan Mehta CV.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(form.getByText('Rohan Mehta CV.pdf')).toBeVisible();
    await tabTo(page, form.getByRole('button', { name: 'Submit Application' }), { limit: 3 });
    await press(page, 'Enter', 'Submit Application');
    await expectThanks(
      form,
      'Thank you for your application! We will review it and get back to you within 3-5 business days.',
    );
    await expect.poll(() => mailContaining(marker)).toBeDefined();
    const { parsed } = (await mailContaining(marker))!;
    expect(parsed.subject).toContain('Medical Writing Specialist');
    expect(parsed.attachments).toHaveLength(1);
    expect(Buffer.compare(parsed.attachments[0]!.content, pdf)).toBe(0);
  });

  test("the blog's Load More, which goes once every post shows, and a post's Read More", async ({ page }) => {
    await page.goto(routePaths.blog);
    const loadMore = await hydrated(page.getByRole('button', { name: 'Load More' }));
    await tabTo(page, loadMore);
    await page.keyboard.press('Enter');
    await expect(loadMore).toBeHidden();
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('article').nth(3)).toBeFocused();
    await expectVisibleFocus(page, 'the first post Load More brought');
    const readMore = page
      .getByRole('article')
      .nth(3)
      .getByRole('link', { name: /^Read More/ });
    await tabTo(page, readMore, { limit: 1 });
    await press(page, 'Enter', 'Read More');
    await expect(page.getByRole('heading', { level: 1, name: 'Sample Size Without Tears' })).toBeVisible();
  });

  test('the footer and the floating buttons, and back to the top', async ({ page }) => {
    await page.goto(routePaths.home);
    await hydrated(page.getByRole('button', { name: 'Speak with an Expert' }));
    await tabTo(page, page.getByRole('link', { name: /^Instagram/ }), { limit: 80 });
    const toTop = page.getByRole('button', { name: 'Scroll to top' });
    // LinkedIn, the footer's five page links, then the floating buttons.
    await tabTo(page, toTop, { limit: 11 });
    await press(page, 'Enter', 'Scroll to top');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The button goes away at the top; the focus goes on from the page's start, not from nowhere.
    await expect(toTop).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();
    await press(page, 'Tab', 'after scrolling to the top');
    await expect(page.getByRole('button', { name: 'Speak with an Expert' })).toBeFocused();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu opens, a link moves to its page and closes it, and the focus goes on from that page', async ({
    page,
  }) => {
    await page.goto(routePaths.home);
    const menuButton = await hydrated(page.getByRole('button', { name: 'Open menu' }));
    await tabTo(page, menuButton, { limit: 3 });
    await press(page, 'Enter', 'Open menu');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await tabTo(page, nav.getByRole('link', { name: 'Home', exact: true }), { limit: 1 });
    await tabTo(page, nav.getByRole('link', { name: 'Careers' }), { limit: 4 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(routePaths.careers);
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    // The link went with the menu: the focus starts at the new page's content, not at nowhere.
    await expect(page.getByRole('main')).toBeFocused();
    await expectVisibleFocus(page, 'the careers page');
    await tabTo(page, page.getByRole('link', { name: 'Medical Writing Specialist' }), { limit: 3 });
  });

  test('the expert form, with its errors, and the page behind it', async ({ page }) => {
    await page.goto(routePaths.home);
    const expertButton = await hydrated(page.getByRole('button', { name: 'Speak with an Expert' }));
    await tabTo(page, expertButton, { limit: 4 });
    await press(page, 'Enter', 'Speak with an Expert');
    const dialog = page.getByRole('dialog', { name: 'Speak with an Expert' });
    await expect(dialog.getByRole('textbox', { name: /First Name/ })).toBeFocused();
    await tabTo(page, dialog.getByRole('button', { name: 'Submit' }), { limit: 12 });
    await press(page, 'Enter', 'Submit an empty form');
    await expect(dialog.getByRole('textbox', { name: /First Name/ })).toBeFocused();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    // Every field with an error can be reached and seen, up to the close button and round again.
    await tabTo(page, dialog.getByRole('button', { name: 'Close' }), { limit: 12 });
    await press(page, 'Escape', 'Escape');
    await expect(dialog).toBeHidden();
    await expect(expertButton).toBeFocused();
  });
});
