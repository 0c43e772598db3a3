import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { routePaths } from '@inklined/contracts/routes';
import { writeRemotesFile } from '@inklined/site-config/remotes-file';
import { createLogger } from '@inklined/server-kit/log';
import { createRemoteServer } from '@inklined/static-server/remote-server';
import { expect, hydrated, test } from '../fixtures';
import { e2ePortBase } from '../site';
import { startShellServer, type RunningServer } from '../support/servers';
import { startFilesOf } from '../support/start-files';

/**
 * Issue 14: careers ships on its own schedule. careers-mfe's own build (the one `npm start` serves)
 * is release one; built again with a different lead on its page it is release two; each folder is
 * served on its own port, as two releases on a CDN would be. The shell, built once, is pointed
 * from the first release to the second by editing its remotes file (REMOTES_FILE), without a
 * restart; a reload shows the new release, in the prerendered HTML too; pointing it back is the
 * rollback.
 */
const root = path.join(__dirname, '..', '..');
const work = path.join(tmpdir(), `inklined-e2e-releases-${e2ePortBase}`);
const portBase = e2ePortBase + 70;
const releasePorts = { v1: portBase + 5, v2: portBase + 6, react19next: portBase + 7, react20: portBase + 8 } as const;
type Release = keyof typeof releasePorts;

const leadV1 = 'Join our team of researchers, writers and editors.';
const leadV2 = 'Release two: join our team of researchers, writers and editors.';

const run = promisify(execFile);

/** Release two's new role, as the editor at /admin would save it. */
const newRole = {
  id: 'research-editor',
  title: 'Research Editor',
  file: [
    '---',
    'title: Research Editor',
    'slug: research-editor',
    'summary: Edit research papers and theses for structure, argument and academic style.',
    'employmentTypes:',
    '  - PART_TIME',
    'location: Remote (India)',
    'minYearsExperience: 3',
    'datePosted: 2026-11-25',
    'validThrough: 2099-12-31',
    '---',
    '',
    '## About the Role',
    '',
    'Researchers send us drafts; you make them clear.',
    '',
    '## Responsibilities',
    '',
    '- Edit for structure and argument.',
    '',
    '## Requirements',
    '',
    '- At least 3 years of academic editing.',
    '',
  ].join('\n'),
} as const;

/**
 * The repository's packages, as the real folder finds them; with `reactVersion`, React itself is
 * a copy that says it is that version, so the build is made against it, as a team that upgraded
 * React would build.
 */
function linkPackages(dir: string, reactVersion?: string): void {
  const modules = path.join(root, 'node_modules');
  if (!reactVersion) {
    symlinkSync(modules, path.join(dir, 'node_modules'));
    return;
  }
  mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of readdirSync(modules)) {
    if (entry !== 'react') symlinkSync(path.join(modules, entry), path.join(dir, 'node_modules', entry));
  }
  const react = path.join(dir, 'node_modules', 'react');
  cpSync(path.join(modules, 'react'), react, { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(react, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(path.join(react, 'package.json'), JSON.stringify({ ...manifest, version: reactVersion }));
}

/** Release one: the repository's build as it is, copied, so that nothing here touches what the site serves. */
function repositoryRelease(): string {
  const dist = path.join(work, 'careers-v1', 'dist');
  cpSync(path.join(root, 'careers-mfe', 'dist'), dist, { recursive: true });
  return dist;
}

/** careers-mfe's sources, copied and built as one release (its own dist/, ssr/ and pin). */
async function buildRelease(release: Exclude<Release, 'v1'>, reactVersion?: string): Promise<string> {
  const dir = path.join(work, `careers-${release}`);
  for (const entry of ['src', 'content', 'package.json', 'module-federation.config.ts', 'webpack.config.ts']) {
    cpSync(path.join(root, 'careers-mfe', entry), path.join(dir, entry), { recursive: true });
  }
  linkPackages(dir, reactVersion);
  if (release === 'v2') {
    const text = path.join(dir, 'src', 'content', 'careers-text.ts');
    const source = readFileSync(text, 'utf8');
    expect(source).toContain(leadV1);
    writeFileSync(text, source.replace(leadV1, leadV2));
    // A role the recruiters added: a file, and no code.
    writeFileSync(path.join(dir, 'content', 'roles', `${newRole.id}.md`), newRole.file);
  }
  await run(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'packages/build/src/webpack-cli.ts'), '--mode', 'production'],
    {
      cwd: dir,
      maxBuffer: 16 * 1024 * 1024,
    },
  ).catch((error: Error & { stdout?: string; signal?: string; code?: number }) => {
    // webpack tells its errors on standard output, which the failure would otherwise leave out.
    throw new Error(
      `building careers ${release} failed (exit ${error.code ?? '?'}, signal ${error.signal ?? 'none'}):\n${error.stdout?.slice(-4000) ?? ''}\n${error.message}`,
    );
  });
  return path.join(dir, 'dist');
}

/** A static host for one release, as `npm start` serves a remote (any origin may read it). */
function serveRelease(dist: string, port: number): Promise<Server> {
  const server = createRemoteServer(dist, createLogger('careers', 'warn'));
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const remotesFile = path.join(work, 'remotes.json');
const entryOf = (release: Release) => `http://127.0.0.1:${releasePorts[release]}/remoteEntry.js`;
const pins: Partial<Record<Release, string>> = {};

function pointCareersAt(release: Release): void {
  // As deploy tooling does: checked, then written whole and renamed into place.
  writeRemotesFile(remotesFile, { remotes: { careers: { entry: entryOf(release), serverPin: pins[release] } } });
}

let shell: RunningServer;
const hosts: Server[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  for (const release of ['v1', 'v2'] as const) {
    const dist = release === 'v1' ? repositoryRelease() : await buildRelease(release);
    pins[release] = readFileSync(path.join(dist, 'ssr', 'pin.txt'), 'utf8').trim();
    hosts.push(await serveRelease(dist, releasePorts[release]));
  }
  const builtAgainst = { react19next: '19.99.0', react20: '20.0.0' } as const;
  for (const release of ['react19next', 'react20'] as const) {
    const dist = await buildRelease(release, builtAgainst[release]);
    pins[release] = readFileSync(path.join(dist, 'ssr', 'pin.txt'), 'utf8').trim();
    hosts.push(await serveRelease(dist, releasePorts[release]));
  }
  pointCareersAt('v1');
  shell = await startShellServer(portBase, {
    REMOTES_FILE: remotesFile,
    PUBLIC_ORIGIN: `http://127.0.0.1:${portBase}`,
  });
});

test.afterAll(async () => {
  await shell?.stop();
  await Promise.all(hosts.map((host) => new Promise((resolve) => host.close(resolve))));
  // Four releases of careers: not left behind in the machine's temporary folder.
  rmSync(work, { recursive: true, force: true });
});

/** What the shell's server sends for /careers, before any script runs. */
const serverHtml = async () => (await fetch(`${shell.url}${routePaths.careers}`)).text();

async function switchTo(release: Release): Promise<void> {
  pointCareersAt(release);
  // The shell follows the file within about a second; /remotes.json says when.
  await expect
    .poll(
      async () =>
        ((await (await fetch(`${shell.url}/remotes.json`)).json()) as { remotes: { careers: string } }).remotes.careers,
    )
    .toBe(entryOf(release));
}

test('the shell shows the release its configuration names, switches without a restart, and rolls back', async ({
  page,
}) => {
  const shellPid = shell.pid;
  const lead = page.locator('main');

  await page.goto(`${shell.url}${routePaths.careers}`);
  await expect(lead).toContainText(leadV1);
  expect(await serverHtml()).toContain(leadV1);

  await switchTo('v2');
  const html = await serverHtml();
  expect(html).toContain(leadV2);
  expect(html).toContain(entryOf('v2'));
  const fromV2 = page.waitForResponse((response) => response.url().startsWith(`http://127.0.0.1:${releasePorts.v2}/`));
  await page.reload();
  await fromV2;
  await expect(lead).toContainText(leadV2);

  await switchTo('v1');
  expect(await serverHtml()).toContain(leadV1);
  await page.reload();
  await expect(lead).toContainText(leadV1);
  // One shell process throughout: nothing was restarted or rebuilt.
  expect(shell.pid).toBe(shellPid);
});

test('release two adds a role by a file alone: listed, its page with the form and JobPosting, in the sitemap', async ({
  page,
}) => {
  await switchTo('v2');
  expect(await serverHtml()).toContain(newRole.title);
  const role = await fetch(`${shell.url}/careers/${newRole.id}`);
  expect(role.status).toBe(200);
  const html = await role.text();
  expect(html).toContain(`"@type":"JobPosting"`);
  expect(html).toContain(`"validThrough":"2099-12-31T23:59:59+05:30"`);
  expect(await (await fetch(`${shell.url}/sitemap.xml`)).text()).toContain(`/careers/${newRole.id}</loc>`);
  await page.goto(`${shell.url}/careers/${newRole.id}`);
  await expect(page.getByRole('heading', { level: 1, name: newRole.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Responsibilities' })).toContainText(
    'Edit for structure and argument.',
  );
  await expect(page.getByRole('combobox', { name: /Years of Experience/ })).toBeVisible();
  await switchTo('v1');
  expect(await serverHtml()).not.toContain(newRole.title);
});

test("a release on another server behind the shell's own /mf/careers/: the forwarding, prerender and preloads follow the file at once", async ({
  page,
}) => {
  const proxied = '/mf/careers/remoteEntry.js';
  // The entry stays on the site's origin; only the server that /mf/careers/ forwards to moves.
  writeRemotesFile(remotesFile, {
    remotes: { careers: { entry: proxied, serverPin: pins.v2, origin: `http://127.0.0.1:${releasePorts.v2}` } },
  });
  await expect.poll(async () => (await serverHtml()).includes(leadV2)).toBe(true);
  const html = await serverHtml();
  // The page's preloads and inline configuration name the proxied path, now served by release two.
  expect(startFilesOf(html).preloads).toContain(proxied);
  expect(await (await fetch(`${shell.url}${proxied}`)).text()).toBe(
    readFileSync(path.join(work, 'careers-v2', 'dist', 'remoteEntry.js'), 'utf8'),
  );
  await page.goto(`${shell.url}${routePaths.careers}`);
  await expect(page.locator('main')).toContainText(leadV2);
  await (await hydrated(page.getByRole('link', { name: 'Medical Writing Specialist' }))).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Medical Writing Specialist' })).toBeVisible();

  // Moved to release one's server: every part follows together.
  writeRemotesFile(remotesFile, {
    remotes: { careers: { entry: proxied, serverPin: pins.v1, origin: `http://127.0.0.1:${releasePorts.v1}` } },
  });
  await expect.poll(async () => (await serverHtml()).includes(leadV1)).toBe(true);
  await page.goto(`${shell.url}${routePaths.careers}`);
  await expect(page.locator('main')).toContainText(leadV1);

  // A bad origin changes none of them.
  const refusals = () => shell.output().split('the remotes file is not used').length;
  const refusedBefore = refusals();
  writeFileSync(remotesFile, JSON.stringify({ remotes: { careers: { entry: proxied, origin: 'file:///etc' } } }));
  await expect.poll(refusals).toBeGreaterThan(refusedBefore);
  expect(await serverHtml()).toContain(leadV1);
  expect(await (await fetch(`${shell.url}${proxied}`)).text()).toBe(
    readFileSync(path.join(work, 'careers-v1', 'dist', 'remoteEntry.js'), 'utf8'),
  );
  pointCareersAt('v1');
});

test('a release is one folder a static host serves as it is: entry and manifest revalidated, chunks kept a year', async () => {
  const host = `http://127.0.0.1:${releasePorts.v1}`;
  const cacheControl = async (file: string) => (await fetch(`${host}/${file}`)).headers.get('cache-control');
  expect(await cacheControl('remoteEntry.js')).toBe('no-cache');
  expect(await cacheControl('mf-manifest.json')).toBe('no-cache');
  const manifest = (await (await fetch(`${host}/mf-manifest.json`)).json()) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  const chunks = manifest.exposes.flatMap((expose) => expose.assets.js.sync);
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks) expect(await cacheControl(chunk)).toBe('public, max-age=31536000, immutable');
  // Its server bundles sit beside it, with the hashes its pin covers.
  expect((await fetch(`${host}/ssr/bundles.json`)).ok).toBe(true);
});

test('a release whose server bundles do not match its pin is not run on the server; the browser still shows it', async ({
  page,
}) => {
  writeRemotesFile(remotesFile, { remotes: { careers: { entry: entryOf('v2'), serverPin: pins.v1 } } });
  await expect.poll(async () => (await serverHtml()).includes(entryOf('v2'))).toBe(true);
  // Not prerendered: the page's part is left to the browser, which loads release two.
  expect(await serverHtml()).not.toContain(leadV2);
  await page.goto(`${shell.url}${routePaths.careers}`);
  await expect(page.locator('main')).toContainText(leadV2);
  pointCareersAt('v1');
});

test.describe('the shared-library policy', () => {
  test('careers built against a newer minor of React than the shell runs, prerendered and in the browser', async ({
    page,
  }) => {
    await switchTo('react19next');
    expect(await serverHtml()).toContain(leadV1);
    await page.goto(`${shell.url}${routePaths.careers}`);
    await expect(page.locator('main')).toContainText(leadV1);
    // It runs in the browser, on the shell's React: its links are live, and lead to a role page.
    await (await hydrated(page.getByRole('link', { name: 'Medical Writing Specialist' }))).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Medical Writing Specialist' })).toBeVisible();
  });

  test("careers built against React's next major is refused: its fallback, never a blank page", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/react|shared|could not be loaded|Federation/i);
    await switchTo('react20');
    // The server will not run it (its bundles.json requires react ^20.0.0) ...
    expect(await serverHtml()).not.toContain(leadV1);
    await page.goto(`${shell.url}${routePaths.careers}`);
    // ... and neither will the browser: the page's place shows the fallback with Retry, in the frame.
    await expect(page.getByText('This section could not be loaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // A page whose module asks for React itself meets the runtime's own refusal: the same fallback.
    await page.goto(`${shell.url}/careers/medical-writing-specialist`);
    await expect(page.getByText('This section could not be loaded')).toBeVisible();
    await switchTo('v1');
  });
});
