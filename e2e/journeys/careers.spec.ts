import { careerPath, routePaths } from '@inklined/contracts/routes';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from '../fixtures';
import { axeViolations } from '../support/a11y';
import { e2ePortBase } from '../site';
import { markDocument, openRoles, scrollTop } from '../support/careers';
import { expectThanks, fillApplicationForm } from '../support/forms';
import { mailContaining, uniqueMarker } from '../support/mailbox';
import { openMissingPage } from '../support/missing-page';
import { useShellWithRemoteDown } from '../support/servers';

/** The careers pages (issue 9) on the composed site: the shell, careers-mfe and forms-mfe together. */

const applicationForm = (page: Page, title: string) => page.getByRole('form', { name: `Apply for ${title}` });

for (const role of openRoles) {
  test(`${role.title} opens from the list through the shell's router, at its top, with its description and the form`, async ({
    page,
  }) => {
    await page.goto(routePaths.careers);
    const positions = page.getByRole('region', { name: 'Open Positions' });
    const link = await hydrated(positions.getByRole('link', { name: role.title, exact: true }));
    await link.scrollIntoViewIfNeeded();
    expect(await scrollTop(page)).toBeGreaterThan(0);
    const sameDocument = await markDocument(page);

    await link.click();
    await expect(page).toHaveURL(careerPath(role.id));
    await expect(page.getByRole('heading', { level: 1, name: role.title })).toBeVisible();
    await expect.poll(() => scrollTop(page)).toBe(0);
    await expect(page.getByRole('region', { name: 'About the Role' })).toContainText(role.phrase);
    await expect(page.getByRole('region', { name: 'Responsibilities' }).getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Requirements' }).getByRole('listitem')).not.toHaveCount(0);
    // The form comes as the visitor scrolls near it (decision 0054).
    await page.locator('[data-embed="forms/JobApplicationForm"]').scrollIntoViewIfNeeded();
    await expect(applicationForm(page, role.title).getByRole('textbox', { name: /First Name/ })).toBeVisible();
    await expect(page).toHaveTitle(`${role.title} | Careers | Critically Inklined`);
    expect(await sameDocument()).toBe(true);
  });
}

test('moving from one role to another through "Other Open Positions" starts the new role at its top', async ({
  page,
}) => {
  const [from, to] = [openRoles[0], openRoles[4]];
  await page.goto(careerPath(from.id));
  const others = page.getByRole('region', { name: 'Other Open Positions' });
  const link = await hydrated(others.getByRole('link', { name: new RegExp(`^${to.title}`) }));
  await link.scrollIntoViewIfNeeded();
  expect(await scrollTop(page)).toBeGreaterThan(0);
  const sameDocument = await markDocument(page);

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: to.title })).toBeVisible();
  await expect.poll(() => scrollTop(page)).toBe(0);
  await expect(page.getByRole('region', { name: 'About the Role' })).toContainText(to.phrase);
  await expect(applicationForm(page, to.title)).toBeVisible();
  expect(await sameDocument()).toBe(true);
});

test('"Apply now" brings the form into view and the page stays where the visitor is', async ({ page }) => {
  const role = openRoles[2];
  await page.goto(careerPath(role.id));
  const form = applicationForm(page, role.title);
  const applyNow = await hydrated(page.getByRole('link', { name: 'Apply now' }));
  await expect(form.getByRole('heading', { name: `Apply for ${role.title}` })).not.toBeInViewport();
  await applyNow.click();
  await expect(form.getByRole('heading', { name: `Apply for ${role.title}` })).toBeInViewport();
  await expect(page).toHaveURL(`${careerPath(role.id)}#apply`);
  await expect(page.getByRole('heading', { level: 1, name: role.title })).not.toBeInViewport();
});

test('an application with a PDF resume reaches the recruiters with the role title and the file attached', async ({
  page,
}) => {
  const role = openRoles[3];
  const marker = uniqueMarker('careers');
  // openApplicationForm takes only the medical role (its parameter's type), so this opens the role's form itself.
  await page.goto(careerPath(role.id));
  const form = applicationForm(page, role.title);
  await hydrated(form.getByRole('textbox', { name: /First Name/ }));
  const resume = await fillApplicationForm(form, marker);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expectThanks(
    form,
    'Thank you for your application! We will review it and get back to you within 3-5 business days.',
  );

  await expect.poll(() => mailContaining(marker)).toBeDefined();
  const { parsed } = (await mailContaining(marker))!;
  expect(parsed.subject).toContain(role.title);
  expect(parsed.text).toContain(role.title);
  expect(parsed.attachments).toHaveLength(1);
  const [attachment] = parsed.attachments;
  expect(attachment?.contentType).toBe('application/pdf');
  expect(attachment?.filename).toBe('Rohan Mehta CV.pdf');
  expect(Buffer.compare(attachment!.content, resume)).toBe(0);
});

test('an unknown role answers 404 with "Job not found", no form, and its link back to Careers works', async ({
  page,
  consoleErrors,
}) => {
  await openMissingPage(page, consoleErrors, careerPath('chief-astronaut'), 'Job not found');
  await expect(page).toHaveTitle('Job not found | Careers | Critically Inklined');
  await expect(page.locator('[data-embed]')).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  expect(await axeViolations(page, undefined, 'all')).toEqual([]);

  const sameDocument = await markDocument(page);
  await (await hydrated(page.getByRole('link', { name: 'Back to Careers' }))).click();
  await expect(page).toHaveURL(routePaths.careers);
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Open Positions' }).getByRole('listitem')).toHaveCount(6);
  expect(await sameDocument()).toBe(true);
});

test.describe('with forms-mfe down', () => {
  const shell = useShellWithRemoteDown(e2ePortBase + 50, 'forms');

  test("a role page still shows its whole description, with the form's fallback in the form's place", async ({
    page,
    request,
    consoleErrors,
  }) => {
    // The shell's proxy answers 502 for the missing server, which the browser refuses to run.
    consoleErrors.allow(/Failed to load resource|RUNTIME-008|Refused to execute script/);
    const role = openRoles[1];
    const path = careerPath(role.id);

    // The server renders the description around the missing form.
    const html = await (await request.get(`${shell().url}${path}`)).text();
    expect(html).toContain(role.phrase);
    expect(html).toContain('Requirements');

    await page.goto(`${shell().url}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: role.title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'About the Role' })).toContainText(role.phrase);
    await expect(page.getByRole('region', { name: 'Responsibilities' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'Requirements' }).getByRole('listitem')).toHaveCount(5);
    const place = page.locator('[data-embed="forms/JobApplicationForm"]');
    // The form is asked for as the visitor nears it (decision 0054).
    await place.scrollIntoViewIfNeeded();
    await expect(place.getByRole('alert')).toContainText('This section could not be loaded');
    await expect(place.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(applicationForm(page, role.title)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Other Open Positions' }).getByRole('link')).toHaveCount(5);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const role of openRoles) {
    test(`${role.title}: the server's HTML shows the description and the form, with the title, meta description and JobPosting JSON-LD`, async ({
      page,
    }) => {
      await page.goto(careerPath(role.id));
      // Readable as it arrives: the description and the form's fields are shown, not held back for a script.
      await expect(page.getByRole('heading', { level: 1, name: role.title })).toBeVisible();
      await expect(page.getByRole('region', { name: 'About the Role' })).toContainText(role.phrase);
      await expect(page.getByRole('region', { name: 'About the Role' })).toBeVisible();
      await expect(applicationForm(page, role.title).getByRole('textbox', { name: 'Email' })).toBeVisible();
      await expect(page).toHaveTitle(`${role.title} | Careers | Critically Inklined`);
      await expect(page.locator('head > title')).toHaveCount(1);
      const lead = await page.locator('h1 + p').textContent();
      // The meta description opens with the role's summary, the line under its title.
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
        'content',
        new RegExp(`^${escapeRegExp(lead ?? '-')} Remote; `),
      );

      const scripts = page.locator('script[type="application/ld+json"]');
      await expect(scripts).toHaveCount(1);
      const data = JSON.parse((await scripts.textContent()) ?? '') as Record<string, unknown>;
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: role.title,
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: [{ '@type': 'Country' }],
        hiringOrganization: { '@type': 'Organization', name: 'Critically Inklined' },
        employmentType: expect.arrayContaining(['FULL_TIME']),
        datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      // The structured description is the one on the page.
      for (const item of await page.getByRole('region', { name: 'Requirements' }).getByRole('listitem').all()) {
        expect(data.description).toContain(`<li>${await item.textContent()}</li>`);
      }
      expect(data.description).toContain(role.phrase);
    });
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
