import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { expect, hydrated, test } from '../fixtures';

const root = path.join(__dirname, '..', '..');

/** The build folder a script of the composed site comes from: the shell's, or a remote's under /mf/<name>/. */
function builtFile(pathname: string): string {
  const [, remote, file] = /^\/mf\/([a-z]+)\/(.+)$/.exec(pathname) ?? [];
  return remote && file ? path.join(root, `${remote}-mfe`, 'dist', file) : path.join(root, 'shell', 'dist', pathname);
}

/** A GET that keeps the body as sent (the browser's and fetch's unpack it). */
function gzippedAsSent(url: string): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (answer) => {
      const parts: Buffer[] = [];
      answer.on('data', (part: Buffer) => parts.push(part));
      answer.on('end', () => resolve({ encoding: answer.headers['content-encoding'], body: Buffer.concat(parts) }));
    }).on('error', reject);
  });
}

// docs/decisions/0027: each build writes its files' gzip with Zopfli, and the servers send it.
test("every script of the first load of '/' is sent as its build's own gzip, smaller than the server's would be", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  await hydrated(page.getByRole('button', { name: 'Speak with an Expert' }).first());
  await page.waitForLoadState('networkidle');
  expect(scripts.some((url) => url.includes('/mf/marketing/'))).toBe(true);

  let sent = 0;
  let serverLevel9 = 0;
  for (const url of scripts) {
    const file = builtFile(new URL(url).pathname);
    const { encoding, body } = await gzippedAsSent(url);
    expect(encoding, url).toBe('gzip');
    expect(body.equals(readFileSync(`${file}.gz`)), `${url} is sent as ${file}.gz`).toBe(true);
    expect(gunzipSync(body).equals(readFileSync(file)), `${url} unpacks to the built file`).toBe(true);
    sent += body.length;
    serverLevel9 += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  expect(sent).toBeLessThan(serverLevel9 * 0.98);
});
