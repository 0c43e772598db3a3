import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, hydrated, test } from '../fixtures';
import { sitePages } from '../site-pages';
import { e2ePortBase } from '../site';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path: pagePath, heading, title } of sitePages) {
    test(`${pagePath} arrives rendered: frame, the remote's page and its title`, async ({ page }) => {
      await page.goto(pagePath);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Follow us for the latest updates');
      await expect(page).toHaveTitle(`${title} | Critically Inklined`);
      await expect(page.getByRole('status')).toHaveCount(0);
    });
  }

  test('an unknown path answers 404 with the not-found page', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test('the browser hydrates the prerendered page without replacing any of it', async ({ page }) => {
  // Installed before any page script: counts elements taken out of #root from the first paint on.
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedFromRoot: string[] }).removedFromRoot = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target as Element).closest?.('#root')) continue;
        record.removedNodes.forEach((node) => {
          if (node.nodeType === Node.ELEMENT_NODE) removed.push((node as Element).outerHTML.slice(0, 80));
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  // marketing's part is hydrated once React has attached its props to the server's button.
  const expertButton = await hydrated(page.getByRole('button', { name: 'Speak with an Expert' }));
  expect(await page.evaluate(() => (window as unknown as { removedFromRoot: string[] }).removedFromRoot)).toEqual([]);
  await expertButton.click();
  await expect(page.getByRole('dialog', { name: 'Speak with an Expert' })).toBeVisible();
});

test.describe('a remote that is down when the server renders', () => {
  const port = e2ePortBase + 10;
  let server: ChildProcess;

  test.beforeAll(async () => {
    // A second shell server whose marketing remote points at a port where nothing listens.
    server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-shell.ts'], {
      cwd: path.join(__dirname, '..', '..'),
      env: {
        ...process.env,
        SITE_PORT_BASE: String(port),
        MARKETING_ORIGIN: `http://127.0.0.1:${port + 1}`,
        CAREERS_ORIGIN: `http://127.0.0.1:${e2ePortBase + 2}`,
        FORMS_ORIGIN: `http://127.0.0.1:${e2ePortBase + 3}`,
        API_ORIGIN: `http://127.0.0.1:${e2ePortBase + 4}`,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      server.stdout?.on('data', (data: Buffer) => {
        if (data.toString().includes('shell: http')) resolve();
      });
      server.once('exit', (code) => reject(new Error(`serve-shell exited with ${code}`)));
    });
  });

  test.afterAll(() => {
    server.kill();
  });

  test('its pages still arrive with the frame and a loading state; the other remotes are rendered', async ({
    request,
  }) => {
    const home = await request.get(`http://127.0.0.1:${port}/`);
    expect(home.status()).toBe(200);
    const homeHtml = await home.text();
    expect(homeHtml).toContain('Follow us for the latest updates');
    expect(homeHtml).toContain('role="status"');
    expect(homeHtml).not.toContain('Academic writing, critically crafted');

    const careers = await (await request.get(`http://127.0.0.1:${port}/careers`)).text();
    expect(careers).toContain('Medical Writing Specialist');
  });
});
