import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EditorCollection } from '@inklined/contracts/editor-collection';
import { createLogger } from '@inklined/server-kit/log';
import { loadSiteConfig, type SiteConfig } from '@inklined/site-config/site-config';
import { remotesStateOf } from '../remotes-state';
import { createShellApp } from '../shell-app';
import { startRecordingServer, type RecordingServer } from '../test-support/recording-server';
import { editorConnectSources } from './editor-config';
import { siteEditor } from './site-editor';

const collection = (name: string, folder: string): EditorCollection => ({
  name,
  label: name,
  label_singular: name,
  folder,
  create: true,
  extension: 'md',
  format: 'frontmatter',
  slug: '{{fields.slug}}',
  identifier_field: 'title',
  fields: [{ name: 'title', label: 'Title', widget: 'string', required: true }],
});

/** A remote's release that gives `file` as editor/<its collection>.json. */
const releaseGiving = (file: unknown) =>
  startRecordingServer((request, response) => {
    if (request.url?.startsWith('/editor/'))
      response.setHeader('Content-Type', 'application/json').end(JSON.stringify(file));
    else response.writeHead(404).end();
  });

let marketing: RecordingServer;
let careers: RecordingServer;
let config: SiteConfig;

beforeAll(async () => {
  marketing = await releaseGiving(collection('posts', 'marketing-mfe/content/posts'));
  careers = await releaseGiving(collection('roles', 'careers-mfe/content/roles'));
  config = loadSiteConfig({
    MARKETING_ORIGIN: marketing.origin,
    CAREERS_ORIGIN: careers.origin,
    EDITOR_LOCAL_BACKEND: 'http://127.0.0.1:3005/api/v1',
  });
});
afterAll(async () => {
  await marketing.close();
  await careers.close();
});

describe("the editor's configuration", () => {
  test("is the backend set up here and each remote release's collection", async () => {
    const editor = siteEditor(config, config.editor!, () => remotesStateOf(config));
    expect(await editor.config()).toMatchObject({
      backend: { name: 'proxy', proxy_url: 'http://127.0.0.1:3005/api/v1' },
      media_folder: 'marketing-mfe/content/posts/images',
      collections: [{ name: 'posts' }, { name: 'roles' }],
    });
    expect(marketing.received.at(-1)?.url).toBe('/editor/posts.json');
    expect(careers.received.at(-1)?.url).toBe('/editor/roles.json');
  });

  test('a release that gives no collection, or not one it may, leaves the other to edit; none is no editor', async () => {
    const broken = await releaseGiving({ ...collection('roles', '../../etc'), name: 'roles' });
    const wrongName = await releaseGiving(collection('roles', 'careers-mfe/content/roles'));
    try {
      const moved = (careersOrigin: string, marketingOrigin = marketing.origin) =>
        loadSiteConfig({
          MARKETING_ORIGIN: marketingOrigin,
          CAREERS_ORIGIN: careersOrigin,
          EDITOR_LOCAL_BACKEND: 'http://127.0.0.1:3005/api/v1',
        });
      const configOf = (site: SiteConfig) => siteEditor(site, site.editor!, () => remotesStateOf(site)).config();
      expect(await configOf(moved(broken.origin))).toMatchObject({ collections: [{ name: 'posts' }] });
      // The marketing release answering with the roles: not its collection.
      expect(await configOf(moved(broken.origin, wrongName.origin))).toBeUndefined();
      expect(await configOf(moved('http://127.0.0.1:9'))).toMatchObject({ collections: [{ name: 'posts' }] });
    } finally {
      await broken.close();
      await wrongName.close();
    }
  });

  test('a Git host saves through pull requests, and the page may reach its API and sign-in', () => {
    const github = loadSiteConfig({
      EDITOR_GIT_BACKEND: '{"name":"github","repo":"inklined/site","base_url":"https://auth.example.org"}',
    }).editor!;
    expect(github).toEqual({
      name: 'github',
      repo: 'inklined/site',
      branch: 'main',
      base_url: 'https://auth.example.org',
    });
    expect(editorConnectSources(github)).toEqual(['https://api.github.com', 'https://auth.example.org']);
    expect(editorConnectSources(config.editor!)).toEqual(['http://127.0.0.1:3005']);
  });
});

describe('/admin on the shell', () => {
  async function shellWith(editor: Parameters<typeof createShellApp>[0]['editor']) {
    const app = createShellApp({
      config,
      log: createLogger('shell', 'silent'),
      headers: { 'X-Frame-Options': 'DENY' },
      seoFile: async () => '',
      serveFile: async (ctx) => void ((ctx.status = 200), (ctx.body = 'file')),
      servePage: async (ctx) => void ((ctx.status = 404), (ctx.body = 'the site’s page')),
      editor,
    });
    const server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { url, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  test('is the editor with its own policy, never indexed; its configuration is YAML the editor reads', async () => {
    const shell = await shellWith(siteEditor(config, config.editor!, () => remotesStateOf(config)));
    try {
      const redirect = await fetch(`${shell.url}/admin`, { redirect: 'manual' });
      expect([redirect.status, redirect.headers.get('location')]).toEqual([308, '/admin/']);
      const page = await fetch(`${shell.url}/admin/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(page.headers.get('content-security-policy')).toMatch(
        /connect-src 'self' http:\/\/127\.0\.0\.1:3005 blob:;/,
      );
      expect(await page.text()).toContain('<script src="/admin/decap-cms.js"></script>');
      const yaml = await fetch(`${shell.url}/admin/config.yml`);
      expect(yaml.headers.get('content-type')).toBe('text/yaml; charset=utf-8');
      expect(yaml.headers.get('cache-control')).toBe('no-store');
      expect(JSON.parse(await yaml.text())).toMatchObject({ collections: [{ name: 'posts' }, { name: 'roles' }] });
      expect((await fetch(`${shell.url}/admin/decap-cms.js`)).headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect((await fetch(`${shell.url}/admin/`, { method: 'POST' })).status).toBe(405);
    } finally {
      await shell.close();
    }
  });

  test('without its remotes it says so; not set up, /admin is a page of the site like any other', async () => {
    const unreachable = await shellWith({ policy: "default-src 'self'", config: async () => undefined });
    const none = await shellWith(undefined);
    try {
      const yaml = await fetch(`${unreachable.url}/admin/config.yml`);
      expect([yaml.status, yaml.headers.get('retry-after')]).toEqual([503, '60']);
      const page = await fetch(`${none.url}/admin/`);
      expect([page.status, await page.text()]).toEqual([404, 'the site’s page']);
      expect(page.headers.get('x-robots-tag')).toBeNull();
    } finally {
      await unreachable.close();
      await none.close();
    }
  });
});
