import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import { createStaticHandler } from './static-files';

const mainScript = 'var main = 0;'.repeat(200);

/** A GET of `target` that keeps the body as sent (fetch would unpack it). */
function getAsSent(target: string, acceptEncoding = 'gzip'): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    import('node:http').then(({ get }) =>
      get({ port, path: target, headers: { 'Accept-Encoding': acceptEncoding } }, (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () => resolve({ encoding: answer.headers['content-encoding'], body: Buffer.concat(parts) }));
      }).on('error', reject),
    );
  });
}

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'static-files-'));
  mkdirSync(path.join(root, 'ssr'));
  mkdirSync(path.join(root, 'fonts'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(path.join(root, 'remoteEntry.js'), 'var entry = 1;'.repeat(50));
  writeFileSync(path.join(root, '123.0a1b2c3d.js'), 'var chunk = 2;');
  writeFileSync(path.join(root, 'fonts', 'serif.0a1b2c3d.woff2'), Buffer.from([1, 2, 3]));
  writeFileSync(path.join(root, 'ssr', 'render-page.js'), 'module.exports = {}');
  // The build's own gzip (a different compressor's bytes, told apart by a file name in the header).
  writeFileSync(path.join(root, 'main.js'), mainScript);
  writeFileSync(path.join(root, 'main.js.gz'), gzipSync(mainScript, { level: 1 }));
  writeFileSync(path.join(root, 'main.js.br'), brotliCompressSync(mainScript));
  writeFileSync(path.join(root, 'old.js'), 'var current = 4;');
  writeFileSync(path.join(root, 'old.js.gz'), gzipSync('var stale = 3;'));
  writeFileSync(path.join(root, 'old.js.br'), brotliCompressSync('var stale = 3;'));
  writeFileSync(path.join(root, 'broken.js'), 'var whole = 5;');
  writeFileSync(path.join(root, 'broken.js.gz'), gzipSync('var whole = 5;').subarray(0, 12));
  const serve = createStaticHandler(root, { exclude: ['ssr'], headers: { 'X-Test': 'yes' } });
  const app = new Koa().use((ctx) => serve(ctx));
  server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('createStaticHandler', () => {
  test('serves a file gzipped once, revalidated unless its name carries a hash', async () => {
    const entry = await fetch(`${base}/remoteEntry.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(entry.headers.get('x-content-type-options')).toBe('nosniff');
    expect(entry.headers.get('x-test')).toBe('yes');
    expect(await entry.text()).toBe('var entry = 1;'.repeat(50));

    const chunk = await fetch(`${base}/123.0a1b2c3d.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const root = await fetch(`${base}/`);
    expect(await root.text()).toContain('<title>x</title>');
  });

  test('sends already compressed formats as they are', async () => {
    const font = await fetch(`${base}/fonts/serif.0a1b2c3d.woff2`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(font.headers.get('content-encoding')).toBeNull();
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(Buffer.from(await font.arrayBuffer())).toEqual(Buffer.from([1, 2, 3]));
  });

  test.each([
    ['/no-such-file.js', 404],
    ['/ssr/render-page.js', 404],
    ['/../static-files.test.ts', 404],
    ['/%2e%2e/%2e%2e/etc/passwd', 404],
    ['/%zz', 400],
    ['/a%00b', 400],
  ])('%s answers %i with nosniff', async (target, status) => {
    const response = await fetch(`${base}${target}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  test('only GET and HEAD', async () => {
    expect((await fetch(`${base}/remoteEntry.js`, { method: 'POST', body: 'x' })).status).toBe(405);
    const head = await fetch(`${base}/remoteEntry.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  test('a gzipped answer is the same bytes', async () => {
    const { encoding, body } = await getAsSent('/remoteEntry.js');
    expect(encoding).toBe('gzip');
    expect(gunzipSync(body).toString()).toBe('var entry = 1;'.repeat(50));
  });

  test("sends the build's own gzip of a file, byte for byte, and never as a file of its own", async () => {
    const { encoding, body } = await getAsSent('/main.js');
    expect(encoding).toBe('gzip');
    expect(body).toEqual(gzipSync(mainScript, { level: 1 }));
    expect(await (await fetch(`${base}/main.js`, { headers: { 'Accept-Encoding': 'identity' } })).text()).toBe(
      mainScript,
    );
    expect((await fetch(`${base}/main.js.gz`)).status).toBe(404);
  });

  test("sends the build's own Brotli to a browser that asks for it, and only the build's", async () => {
    const chromium = 'gzip, deflate, br, zstd';
    const { encoding, body } = await getAsSent('/main.js', chromium);
    expect(encoding).toBe('br');
    expect(body).toEqual(brotliCompressSync(mainScript));
    expect((await fetch(`${base}/main.js.br`)).status).toBe(404);
    // No Brotli beside it, or one of other bytes: gzip.
    expect((await getAsSent('/remoteEntry.js', chromium)).encoding).toBe('gzip');
    const stale = await getAsSent('/old.js', chromium);
    expect(stale.encoding).toBe('gzip');
    expect(gunzipSync(stale.body).toString()).toBe('var current = 4;');
  });

  test.each([
    ['/old.js', 'a gzip of other bytes (left by an older build)', 'var current = 4;'],
    ['/broken.js', 'a cut-off gzip', 'var whole = 5;'],
  ])('%s: %s beside the file is not sent; the server gzips the file itself', async (target, _why, text) => {
    const { encoding, body } = await getAsSent(target);
    expect(encoding).toBe('gzip');
    expect(gunzipSync(body).toString()).toBe(text);
  });
});
