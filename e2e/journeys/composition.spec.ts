import { careerPath, routePaths } from '@inklined/contracts/routes';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from '../fixtures';
import { e2ePortBase } from '../site';
import { watchHydrationMismatches, watchRemovedFromRoot } from '../support/hydration';
import { startRemoteServer, startShellServer, type RunningServer } from '../support/servers';

/** The two pages that show another remote's part: a form of forms-mfe, through the shell's Embed. */
const embeddingPages = [
  { path: routePaths.contact, heading: 'Contact Us', form: 'Send Us a Message', embed: 'forms/ContactForm' },
  {
    path: careerPath('medical-writing-specialist'),
    heading: 'Medical Writing Specialist',
    form: 'Apply for Medical Writing Specialist',
    embed: 'forms/JobApplicationForm',
  },
] as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, form } of embeddingPages) {
    test(`${path} arrives with the embedded form's fields in the server's HTML`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const embedded = page.getByRole('form', { name: form });
      await expect(embedded.getByRole('textbox', { name: 'Email' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
    });
  }
});

for (const { path, form } of embeddingPages) {
  test(`${path} hydrates the embedded form without replacing the server's markup`, async ({ page }) => {
    const mismatches = watchHydrationMismatches(page);
    const removedFromRoot = await watchRemovedFromRoot(page);
    await page.goto(path);
    await hydrated(page.getByRole('form', { name: form }).getByRole('textbox', { name: 'Email' }));
    expect(await removedFromRoot()).toEqual([]);
    expect(mismatches).toEqual([]);
  });
}

test.describe('with the forms remote stopped', () => {
  test.describe.configure({ mode: 'serial' });
  // A second shell server whose forms remote is a server this test stops and starts.
  const portBase = e2ePortBase + 20;
  let shell: RunningServer;
  let forms: RunningServer | undefined;

  test.beforeAll(async () => {
    shell = await startShellServer(portBase, { FORMS_ORIGIN: `http://127.0.0.1:${portBase + 3}` });
  });

  test.afterAll(async () => {
    await forms?.stop();
    await shell.stop();
  });

  for (const { path, heading, form, embed } of embeddingPages) {
    test(`${path} keeps its own content and frame, the form's place shows the fallback, and Retry brings the form`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      // The shell's proxy answers 502 for the stopped server, which the browser refuses to run.
      consoleErrors.allow(/Failed to load resource|RUNTIME-008|Refused to execute script/);
      const mismatches = watchHydrationMismatches(page);

      // The server renders the page around the missing part, which stays in its loading state.
      const html = await (await request.get(`${shell.url}${path}`)).text();
      expect(html).toContain(heading);
      expect(html).toMatch(new RegExp(`data-embed="${embed}"[^>]*>(?:(?!</div>).)*role="status"`, 's'));
      expect(html).not.toContain(form);
      // Production React: the server's error stays in its log, not in the page.
      expect(html).not.toMatch(/data-(msg|stck)=/);

      await page.goto(`${shell.url}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Follow us for the latest updates');
      const place = page.locator(`[data-embed="${embed}"]`);
      // A part lower on the page is asked for as the visitor nears it (decision 0054).
      await place.scrollIntoViewIfNeeded();
      const fallback = place.getByRole('alert');
      await expect(fallback).toContainText('This section could not be loaded');
      await expect(page.getByRole('alert')).toHaveCount(1);

      forms = await startRemoteServer('forms', portBase);
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(place.getByRole('form', { name: form })).toBeVisible();
      await expect(fallback).toBeHidden();
      expect(mismatches).toEqual([]);

      await forms.stop();
      forms = undefined;
    });
  }
});

test.describe('"Apply now" while the form\'s code is on its way', () => {
  const role = embeddingPages[1];
  const part = (page: Page) => page.locator(`[data-remote-part="${role.embed}"]`);

  test('what the visitor types into the form before its code runs stays', async ({ page }) => {
    // The form's files are held until the visitor has typed: the field is the server's HTML then.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/mf/forms/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(role.path);
    await (await hydrated(page.getByRole('link', { name: 'Apply now' }))).click();
    const firstName = page.getByRole('form', { name: role.form }).getByRole('textbox', { name: /First Name/ });
    await firstName.fill('Rohan');
    expect(await part(page).getAttribute('data-live')).toBeNull();

    release();
    await expect(part(page)).toHaveAttribute('data-live', '');
    await expect(firstName).toHaveValue('Rohan');
  });
});

test.describe('on a phone, a form lower on the page', () => {
  test.use({ viewport: { width: 412, height: 823 } });
  const role = embeddingPages[1];
  const part = (page: Page) => page.locator(`[data-remote-part="${role.embed}"]`);

  test('runs only as the visitor nears it: until then none of its files is fetched', async ({ page }) => {
    const formFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mf/forms/')) formFiles.push(request.url());
    });
    await page.goto(role.path);
    await hydrated(page.getByRole('link', { name: 'Apply now' }));
    const place = page.locator(`[data-embed="${role.embed}"]`);
    await expect(place).toHaveAttribute('data-waits-for-screen', '');
    // Everything the first load asks for has come, and the page's other parts run…
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-live', '');
    // …while the form is the server's HTML, readable, nothing of its remote fetched.
    expect(formFiles).toEqual([]);
    expect(await part(page).getAttribute('data-live')).toBeNull();
    await expect(page.getByRole('form', { name: role.form }).getByRole('textbox', { name: 'Email' })).toBeAttached();

    await page.mouse.wheel(0, 1200);
    await expect(part(page)).toHaveAttribute('data-live', '');
    await expect(place).not.toHaveAttribute('data-waits-for-screen');
    expect(formFiles.length).toBeGreaterThan(0);
  });
});

for (const width of [375, 1280]) {
  test(`at ${width} px the form's place keeps its height while loading, so nothing below it moves when it arrives`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(routePaths.careers);
    await hydrated(page.getByRole('link', { name: 'Medical Writing Specialist' }));
    // Hold forms-mfe back until the placeholder has been measured.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/mf/forms/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Medical Writing Specialist' }).click();
    const place = page.locator('[data-embed="forms/JobApplicationForm"]');
    await place.scrollIntoViewIfNeeded();
    await expect(place.getByRole('status')).toBeVisible();
    // The role's own text comes as a file of its own (decision 0043): above the form, it moves the
    // place when it arrives, which is not what is measured here.
    await expect(page.getByRole('heading', { level: 2, name: 'About the Role' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    const before = { place: await place.boundingBox(), footer: await footer.boundingBox() };

    release();
    await expect(place.getByRole('form', { name: 'Apply for Medical Writing Specialist' })).toBeVisible();
    expect(await place.boundingBox()).toEqual(before.place);
    expect(await footer.boundingBox()).toEqual(before.footer);
  });
}
