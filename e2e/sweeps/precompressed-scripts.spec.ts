import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { builtFileOf } from '@inklined/site-tools/built-files';
import { expect, hydrated, test } from '../fixtures';

/** A GET that keeps the body as sent (the browser's and fetch's unpack it). */
function asSent(url: string, acceptEncoding: string): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (answer) => {
      const parts: Buffer[] = [];
      answer.on('data', (part: Buffer) => parts.push(part));
      answer.on('end', () => resolve({ encoding: answer.headers['content-encoding'], body: Buffer.concat(parts) }));
    }).on('error', reject);
  });
}

/** The scripts of the first load of '/', as the browser asked for them. */
async function firstLoadScripts(page: Page): Promise<{ url: string; encoding?: string }[]> {
  const scripts: Promise<{ url: string; encoding?: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(
        response.allHeaders().then((headers) => ({ url: response.url(), encoding: headers['content-encoding'] })),
      );
  });
  await page.goto('/');
  await hydrated(page.getByRole('button', { name: 'Speak with an Expert' }).first());
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(scripts);
  expect(all.some(({ url }) => url.includes('/mf/marketing/'))).toBe(true);
  return all;
}

// docs/decisions/0027: each build writes its files' Brotli and gzip (Zopfli), and the servers send them.
test("the browser receives every script of the first load of '/' as its build's own Brotli", async ({ page }) => {
  for (const { url, encoding } of await firstLoadScripts(page)) {
    expect(encoding, url).toBe('br');
    const file = builtFileOf(url);
    const { body } = await asSent(url, 'gzip, deflate, br, zstd');
    expect(body.equals(readFileSync(`${file}.br`)), `${url} is sent as ${file}.br`).toBe(true);
    expect(brotliDecompressSync(body).equals(readFileSync(file)), `${url} unpacks to the built file`).toBe(true);
  }
});

test("a client that takes only gzip gets each script of '/' as its build's own gzip, smaller than the server's would be", async ({
  page,
}) => {
  let sent = 0;
  let serverLevel9 = 0;
  for (const { url } of await firstLoadScripts(page)) {
    const file = builtFileOf(url);
    const { encoding, body } = await asSent(url, 'gzip');
    expect(encoding, url).toBe('gzip');
    expect(body.equals(readFileSync(`${file}.gz`)), `${url} is sent as ${file}.gz`).toBe(true);
    expect(gunzipSync(body).equals(readFileSync(file)), `${url} unpacks to the built file`).toBe(true);
    sent += body.length;
    serverLevel9 += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  expect(sent).toBeLessThan(serverLevel9 * 0.98);
});
