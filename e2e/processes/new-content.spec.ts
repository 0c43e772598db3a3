import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { blogFeedPath, blogPostPath, routePaths } from '@inklined/contracts/routes';
import { writeRemotesFile } from '@inklined/site-config/remotes-file';
import { createLogger } from '@inklined/server-kit/log';
import { createRemoteServer } from '@inklined/static-server/remote-server';
import { expect, hydrated, test } from '../fixtures';
import { e2ePortBase } from '../site';
import { startShellServer, type RunningServer } from '../support/servers';

/**
 * Issue 37: the marketing team publishes by adding a file. A copy of marketing-mfe gets three post
 * files (one out now, one scheduled for 2099, one draft) and no code, and is built alone, as its
 * team's release would be; the shell is pointed at it by its remotes file.
 */
const root = path.join(__dirname, '..', '..');
const work = path.join(tmpdir(), `inklined-e2e-content-${e2ePortBase}`);
const portBase = e2ePortBase + 93;
const releasePort = portBase + 1;

const front = (slug: string, title: string, extra: string[] = []) =>
  [
    '---',
    `title: ${title}`,
    `slug: ${slug}`,
    'date: 2026-11-25',
    'category: Research Methods',
    'author: Neha Kulkarni',
    `excerpt: ${title}, in one line.`,
    'cover:',
    '  motif: chart',
    '  alt: A bar chart',
    ...extra,
    '---',
    '',
  ].join('\n');

const posts = {
  out: { slug: 'choosing-a-journal', title: 'Choosing a Journal Without Guesswork' },
  scheduled: { slug: 'coming-in-2099', title: 'A Post for 2099' },
  draft: { slug: 'half-written', title: 'A Draft Nobody Sees' },
  photo: { slug: 'writing-by-the-lake', title: 'Writing by the Lake' },
} as const;

const run = promisify(execFile);
let shell: RunningServer;
let host: Server;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  rmSync(work, { recursive: true, force: true });
  const dir = path.join(work, 'marketing-mfe');
  for (const entry of ['src', 'content', 'package.json', 'module-federation.config.ts', 'webpack.config.ts']) {
    cpSync(path.join(root, 'marketing-mfe', entry), path.join(dir, entry), { recursive: true });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  const folder = path.join(dir, 'content', 'posts');
  writeFileSync(
    path.join(folder, `${posts.out.slug}.md`),
    `${front(posts.out.slug, posts.out.title)}Pick the journal **before** you write.\n\n- Scope\n- Speed\n`,
  );
  writeFileSync(
    path.join(folder, `${posts.scheduled.slug}.md`),
    `${front(posts.scheduled.slug, posts.scheduled.title, ['publishAt: 2099-01-01T09:00:00+05:30'])}Not yet.\n`,
  );
  writeFileSync(
    path.join(folder, `${posts.draft.slug}.md`),
    `${front(posts.draft.slug, posts.draft.title, ['draft: true'])}Not ever.\n`,
  );
  // A photo as a phone takes it, uploaded as it is: 2400 pixels wide, some 1 MB.
  mkdirSync(path.join(folder, 'images'), { recursive: true });
  await sharp({
    create: {
      width: 2400,
      height: 1350,
      channels: 3,
      background: '#4a7ab0',
      // Grain as a camera's, not static: static is the worst case of AVIF's encoder, and the build
      // encodes this photo at three widths.
      noise: { type: 'gaussian', mean: 120, sigma: 10 },
    },
  })
    .jpeg({ quality: 90 })
    .toFile(path.join(folder, 'images', 'lake.jpg'));
  writeFileSync(
    path.join(folder, `${posts.photo.slug}.md`),
    front(posts.photo.slug, posts.photo.title)
      .replace('date: 2026-11-25', 'date: 2026-11-24')
      .replace('  motif: chart\n  alt: A bar chart', '  image: images/lake.jpg\n  alt: A lake at dawn') +
      'Write where it is quiet.\n',
  );
  await run(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'packages/build/src/webpack-cli.ts'), '--mode', 'production'],
    { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
  );
  const dist = path.join(dir, 'dist');
  host = createRemoteServer(dist, createLogger('marketing', 'warn'));
  await new Promise<void>((resolve) => host.listen(releasePort, '127.0.0.1', resolve));
  const remotesFile = path.join(work, 'remotes.json');
  writeRemotesFile(remotesFile, {
    remotes: {
      marketing: {
        entry: `http://127.0.0.1:${releasePort}/remoteEntry.js`,
        serverPin: readFileSync(path.join(dist, 'ssr', 'pin.txt'), 'utf8').trim(),
      },
    },
  });
  shell = await startShellServer(portBase, {
    REMOTES_FILE: remotesFile,
    PUBLIC_ORIGIN: `http://127.0.0.1:${portBase}`,
  });
});

test.afterAll(async () => {
  await shell?.stop();
  await new Promise((resolve) => host?.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

const get = (pathname: string) => fetch(`${shell.url}${pathname}`);

test('a new post file is on /blog, has its prerendered page with Article data, and is in the sitemap and the feed', async ({
  page,
}) => {
  expect(await (await get(routePaths.blog)).text()).toContain(posts.out.title);
  const article = await get(blogPostPath(posts.out.slug));
  expect(article.status).toBe(200);
  const html = await article.text();
  expect(html).toContain(`<strong>before</strong>`);
  expect(html).toContain(`"@type":"Article","headline":"${posts.out.title}"`);
  expect(await (await get('/sitemap.xml')).text()).toContain(
    `<loc>${shell.url}${blogPostPath(posts.out.slug)}</loc><lastmod>2026-11-25</lastmod>`,
  );
  expect(await (await get(blogFeedPath)).text()).toContain(
    `<link href="${shell.url}${blogPostPath(posts.out.slug)}"/>`,
  );

  // In the browser: the newest post first, and its page from the listing.
  await page.goto(`${shell.url}${routePaths.blog}`);
  await (await hydrated(page.getByRole('link', { name: `Read More: ${posts.out.title}` }))).click();
  await expect(page.getByRole('heading', { level: 1, name: posts.out.title })).toBeVisible();
  await expect(page.getByRole('article').getByRole('listitem')).toHaveText(['Scope', 'Speed']);
});

test('a cover photo is on its page in the sizes the build made: AVIF in this browser, its shape set, lighter than the upload', async ({
  page,
}) => {
  const images: { url: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'image')
      images.push({ url: response.url(), bytes: (await response.body()).length });
  });
  await page.goto(`${shell.url}${blogPostPath(posts.photo.slug)}`);
  const cover = page.getByRole('img', { name: 'A lake at dawn' });
  await expect(cover).toHaveAttribute('width', '1440');
  await expect(cover).toHaveAttribute('height', '810');
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const shown = await cover.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(shown).toMatch(/\/assets\/lake-[0-9a-f]{16}-960\.[0-9a-f]{8}\.avif$/);
  const upload = statSync(path.join(work, 'marketing-mfe', 'content', 'posts', 'images', 'lake.jpg')).size;
  const sent = images.find((image) => image.url === shown)!;
  expect(sent.bytes).toBeLessThan(upload / 2);
  // Every size in the release, for the browsers and widths this one is not.
  const assets = readdirSync(path.join(work, 'marketing-mfe', 'dist', 'assets')).filter((file) =>
    file.startsWith('lake-'),
  );
  expect(assets.filter((file) => /\.(avif|webp|jpg)$/.test(file))).toHaveLength(7);
});

test('a post scheduled for later and a draft are nowhere: not listed, their pages 404, not in the sitemap or feed', async () => {
  const listing = await (await get(routePaths.blog)).text();
  const sitemap = await (await get('/sitemap.xml')).text();
  const feed = await (await get(blogFeedPath)).text();
  for (const { slug, title } of [posts.scheduled, posts.draft]) {
    expect(listing).not.toContain(title);
    expect((await get(blogPostPath(slug))).status).toBe(404);
    expect(sitemap).not.toContain(slug);
    expect(feed).not.toContain(slug);
  }
});
