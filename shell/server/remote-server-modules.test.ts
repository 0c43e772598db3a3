import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { integrityOf } from '@inklined/server-kit/server-bundles';
import { createRemoteServerModules, type ServerRelease } from './remote-server-modules';

/**
 * Two releases of careers' server bundles on a local server, as a remote's build writes them:
 * the shell runs a bundle only when its release's bundles.json matches the configured pin and
 * the bundle matches bundles.json.
 */
const bundle = (text: string) => `module.exports = { default: ${JSON.stringify(text)} };`;
const files = new Map<string, string>();

function release(folder: string, code: string, shared: Record<string, string> = { react: '^19.0.0' }): string {
  const manifest = `${JSON.stringify({ bundles: { 'CareersPage.js': integrityOf(code) }, shared })}\n`;
  files.set(`/${folder}/ssr/CareersPage.js`, code);
  files.set(`/${folder}/ssr/bundles.json`, manifest);
  return integrityOf(manifest);
}

let server: Server;
let origin: string;
let pinV1: string;
let pinV2: string;
let pinNextMajor: string;
let pinNextMinor: string;

beforeAll(async () => {
  pinV1 = release('v1', bundle('careers v1'));
  pinV2 = release('v2', bundle('careers v2'));
  // Built against React's next major; and against a later minor than the shell's.
  pinNextMajor = release('react20', bundle('careers for React 20'), { react: '^20.0.0' });
  pinNextMinor = release('react19-9', bundle('careers for React 19.9'), { react: '^19.0.0', 'react-dom': '^19.0.0' });
  // A release whose bundle was changed after its build: bundles.json no longer matches it.
  release('tampered', bundle('careers v1'));
  files.set('/tampered/ssr/CareersPage.js', bundle('something else'));
  server = createServer((request, response) => {
    const body = files.get(request.url ?? '');
    response.writeHead(body === undefined ? 404 : 200).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function loaderFor(current: () => ServerRelease) {
  return createRemoteServerModules({
    release: current,
    sharedFrom: __filename,
    // A bound for a hang, not a figure under test: a first fetch took over 2 s in a CI run, jest
    // niced beside the browser tests on two cores.
    timeoutMs: 30_000,
    maxAgeMs: 60_000,
    failureMaxAgeMs: 1,
  });
}

describe('remote server bundles, pinned', () => {
  test("runs the pinned release's bundle, and the other release once the configuration names it", async () => {
    let now: ServerRelease = { bundlesUrl: `${origin}/v1/ssr/`, pin: pinV1, publicPath: '/mf/careers/' };
    const load = loaderFor(() => now);
    await expect(load('careers/CareersPage')).resolves.toBe('careers v1');
    now = { bundlesUrl: `${origin}/v2/ssr/`, pin: pinV2, publicPath: '/mf/careers/' };
    await expect(load('careers/CareersPage')).resolves.toBe('careers v2');
    now = { bundlesUrl: `${origin}/v1/ssr/`, pin: pinV1, publicPath: '/mf/careers/' };
    await expect(load('careers/CareersPage')).resolves.toBe('careers v1');
  });

  test('refuses a release whose bundles.json is not the pinned one', async () => {
    const load = loaderFor(() => ({ bundlesUrl: `${origin}/v2/ssr/`, pin: pinV1, publicPath: '/mf/careers/' }));
    await expect(load('careers/CareersPage')).rejects.toThrow(/does not match the configured pin/);
  });

  test('runs a release built against a newer minor of a shared library, refuses another major', async () => {
    const minor = loaderFor(() => ({
      bundlesUrl: `${origin}/react19-9/ssr/`,
      pin: pinNextMinor,
      publicPath: '/mf/careers/',
    }));
    await expect(minor('careers/CareersPage')).resolves.toBe('careers for React 19.9');
    const major = loaderFor(() => ({
      bundlesUrl: `${origin}/react20/ssr/`,
      pin: pinNextMajor,
      publicPath: '/mf/careers/',
    }));
    await expect(major('careers/CareersPage')).rejects.toThrow(/needs react \^20\.0\.0, the shell has 19\./);
  });

  test('refuses a bundle changed after its release was built', async () => {
    const load = loaderFor(() => ({ bundlesUrl: `${origin}/tampered/ssr/`, pin: pinV1, publicPath: '/mf/careers/' }));
    await expect(load('careers/CareersPage')).rejects.toThrow(/does not match its release's bundles.json/);
  });

  test('runs nothing without a pin, and nothing a release does not list', async () => {
    await expect(
      loaderFor(() => ({ bundlesUrl: `${origin}/v1/ssr/`, pin: undefined, publicPath: '/mf/careers/' }))(
        'careers/CareersPage',
      ),
    ).rejects.toThrow(/no server pin/);
    await expect(
      loaderFor(() => ({ bundlesUrl: `${origin}/v1/ssr/`, pin: pinV1, publicPath: '/mf/careers/' }))(
        'careers/RoleIndex',
      ),
    ).rejects.toThrow(/not in its release's bundles.json/);
  });

  test("a bundle asks the shell where the browser loads its remote's files from, and its assets' URLs are there", async () => {
    const code = `module.exports = { default: require(${JSON.stringify('@inklined/remote-public-path')}) + 'assets/lake.avif' };`;
    const pin = release('assets', code);
    const load = loaderFor(() => ({
      bundlesUrl: `${origin}/assets/ssr/`,
      pin,
      publicPath: 'https://cdn.example.com/careers/v7/',
    }));
    expect(await load('careers/CareersPage')).toBe('https://cdn.example.com/careers/v7/assets/lake.avif');
  });
});
