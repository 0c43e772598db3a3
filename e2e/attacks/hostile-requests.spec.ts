import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'node:http';
import { expect, test } from '../fixtures';
import { e2ePortBase } from '../site';
import { rawGet } from '../support/raw-request';
import { liveHeapMb, startRemoteServer, startShellServer, type RunningServer } from '../support/servers';

/**
 * The composed site's real servers under the requests an attacker sends (issue: one bad request
 * must not take the site down; every cache is bounded). shell/server/shell-app.test.ts fuzzes
 * the request handling in depth; these run against the prerendering server as `npm start` runs it.
 */
test.describe('hostile requests against the real shell server', () => {
  test.describe.configure({ mode: 'serial' });
  const portBase = e2ePortBase + 30;
  let shell: RunningServer;
  let marketing: RunningServer;
  let canary: Server;
  const reachedCanary: string[] = [];

  test.beforeAll(async () => {
    marketing = await startRemoteServer('marketing', portBase);
    shell = await startShellServer(portBase, { MARKETING_ORIGIN: marketing.url });
    canary = createServer((incoming: IncomingMessage, response) => {
      reachedCanary.push(incoming.url ?? '');
      response.end();
    });
    await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
  });

  test.afterAll(async () => {
    await shell.stop();
    await marketing.stop();
    await new Promise((resolve) => canary.close(resolve));
  });

  test('malformed and host-naming targets are answered, reach no other host, and the server stays up', async () => {
    const port = Number(new URL(shell.url).port);
    const other = `127.0.0.1:${(canary.address() as AddressInfo).port}`;
    const email = `127.0.0.1:${e2ePortBase + 4}`;
    const targets = [
      '//[',
      '/mf/marketing//[',
      `/mf/marketing//${email}/readyz`,
      `//${other}/`,
      `/\\${other}/`,
      `/mf/marketing/\\\\${other}/x`,
      `/mf/careers/%2F%2F${other}/x`,
      `/mf/forms/..%2F..%2F${other}`,
      '/mf/marketing/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      `/api/..//${other}/x`,
      '/%',
      '/a%00b',
      `/${'x'.repeat(3000)}`,
      `/careers/${'%41'.repeat(500)}`,
      '/careers/%E0%A4%A',
      '/ssr/render-page.js',
    ];
    for (const target of targets) {
      expect([200, 400, 404], target).toContain(await rawGet(port, target));
    }
    const readyz = await fetch(`${shell.url}/mf/marketing//${email}/readyz`);
    expect(await readyz.text()).not.toContain('ready');
    expect((await fetch(`${shell.url}/`)).status).toBe(200);
    expect(reachedCanary).toEqual([]);
  });

  test('ten thousand unique unknown paths leave memory bounded, and real pages keep their place', async () => {
    test.setTimeout(300_000);
    const agent = new Agent({ keepAlive: true, maxSockets: 32 });
    const get = (path: string) =>
      new Promise<number>((resolve, reject) => {
        request(`${shell.url}${path}`, { agent }, (answer) => {
          answer.resume();
          answer.on('end', () => resolve(answer.statusCode ?? 0));
        })
          .on('error', reject)
          .end();
      });
    const flood = async (count: number, path: (n: number) => string) => {
      const statuses = new Map<number, number>();
      for (let start = 0; start < count; start += 200) {
        const batch = await Promise.all(Array.from({ length: 200 }, (_, i) => get(path(start + i))));
        for (const status of batch) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      return Object.fromEntries(statuses);
    };
    // Long paths, so that a server keeping anything of each would show it in fewer requests: the
    // suite's time goes to what it shows (docs/decisions/0041).
    const long = 'x'.repeat(1_200);
    const liveHeaps = async () => ({ shell: await liveHeapMb(shell), marketing: await liveHeapMb(marketing) });
    // Warm up: every kind of request, so that every bounded table is full and every code path
    // compiled before the first measurement.
    await flood(1_500, (n) => [`/mf/marketing/w${n}-${long}.js`, `/w${n}`, `/careers/w${n}`, '/'][n % 4]!);
    const before = await liveHeaps();

    expect(await flood(4_000, (n) => `/mf/marketing/${n}-${long}.js`)).toEqual({ 404: 4_000 });
    expect(await flood(4_000, (n) => `/unknown-${n}-${long}`)).toEqual({ 404: 4_000 });
    expect(await flood(2_000, (n) => `/careers/made-up-role-${n}-${long}`)).toEqual({ 404: 2_000 });
    agent.destroy();

    const after = await liveHeaps();
    console.log(`live heap (MB) before ${JSON.stringify(before)}, after 10,000 unknown paths ${JSON.stringify(after)}`);
    // A server that kept anything of each unknown path would hold at least its 1,200 characters
    // per request: 4.8 MB more in the remote's server, 12 MB in the shell's.
    expect(after.marketing - before.marketing).toBeLessThan(2);
    expect(after.shell - before.shell).toBeLessThan(2);
    expect((await fetch(`${shell.url}/careers/medical-writing-specialist`)).status).toBe(200);
  });
});
