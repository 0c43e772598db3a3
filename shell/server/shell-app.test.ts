import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { createGuardedServer } from '@inklined/server-kit/http-server';
import { createLogger } from '@inklined/server-kit/log';
import { loadSiteConfig } from '@inklined/site-config/site-config';
import { createStaticHandler } from '@inklined/static-server/static-files';
import { remotesStateOf } from './remotes-state';
import { createSeoFiles } from './seo-files';
import { createShellApp, type ShellHandlerDeps } from './shell-app';
import { startRecordingServer, type RecordingServer } from './test-support/recording-server';
import { unfinishedUpload } from '@inklined/test-kit/unfinished-upload';
import { until } from '@inklined/test-kit/until';

/**
 * The shell's server under hostile requests. The remotes and the email service are real HTTP
 * servers that record what reaches them; a canary server, which no configured upstream points
 * at, must receive nothing whatever the request names. Pages are answered by a fixed page: what
 * is under test is the request handling around them (e2e/attacks/hostile-requests.spec.ts sends
 * such requests to the real, prerendering server).
 */
let shell: Server;
let shellPort: number;
let dist: string;
const upstreams: Record<'marketing' | 'careers' | 'forms' | 'api' | 'canary' | 'silent', RecordingServer> = {} as never;

beforeAll(async () => {
  for (const name of ['marketing', 'careers', 'forms', 'api', 'canary'] as const) {
    upstreams[name] = await startRecordingServer();
  }
  // An email service that takes the request and never answers.
  upstreams.silent = await startRecordingServer(() => undefined);
  dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(dist, 'main.js'), 'console.log(1)');
  const config = loadSiteConfig({
    MARKETING_ORIGIN: upstreams.marketing.origin,
    CAREERS_ORIGIN: upstreams.careers.origin,
    FORMS_ORIGIN: upstreams.forms.origin,
    API_ORIGIN: upstreams.api.origin,
    PUBLIC_ORIGIN: 'https://criticallyinklined.com',
  });
  const handler = createShellApp({
    config,
    log: createLogger('shell', 'silent'),
    headers: { 'X-Frame-Options': 'DENY' },
    seoFile: createSeoFiles(
      config.publicOrigin,
      async () => ({ roles: [{ id: 'medical-writing-specialist', title: 'Medical Writing Specialist' }] }),
      async () => ({ posts: [{ id: 'sample-size', title: 'Sample Size Without Tears' }] }),
    ),
    serveFile: createStaticHandler(dist),
    servePage: async (ctx, pathname) => {
      ctx.status = pathname === '/' ? 200 : 404;
      ctx.type = 'text/html';
      ctx.body = '<p>page</p>';
    },
  });
  // In the guard around every server, as site-server.ts runs it.
  shell = createGuardedServer(handler, { log: createLogger('shell', 'silent'), requestTimeoutMs: 120_000 });
  await new Promise<void>((resolve) => shell.listen(0, '127.0.0.1', resolve));
  shellPort = (shell.address() as AddressInfo).port;
});

afterAll(async () => {
  shell.closeAllConnections();
  await new Promise((resolve) => shell.close(resolve));
  await Promise.all(Object.values(upstreams).map((upstream) => upstream.close()));
  rmSync(dist, { recursive: true, force: true });
});

/** Sends a raw request (any target, even one no HTTP client would send) and returns the status. */
function rawRequest(target: string, headers = ''): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(shellPort, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => (answer += data));
    socket.on('end', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      if (status) resolve(Number(status));
      else reject(new Error(`no answer to ${JSON.stringify(target)}: ${JSON.stringify(answer.slice(0, 80))}`));
    });
    socket.on('error', reject);
    socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`, 'latin1');
  });
}

/**
 * A shell of its own on port 0, for a test that needs other upstreams or settings than the shared
 * one: its pages are empty and it has no headers or SEO files of its own.
 */
async function startShell(deps: Pick<ShellHandlerDeps, 'config' | 'remotes' | 'timeouts'> & Partial<ShellHandlerDeps>) {
  const log = createLogger('shell', 'silent');
  const handler = createShellApp({
    log,
    headers: {},
    seoFile: async () => '',
    serveFile: createStaticHandler(dist),
    servePage: async (ctx) => void (ctx.body = ''),
    ...deps,
  });
  // In the guard around every server, as site-server.ts runs it.
  const server = createGuardedServer(handler, { log, requestTimeoutMs: 120_000 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return { url, close };
}

const canaryHost = () => `127.0.0.1:${upstreams.canary.port}`;

describe('the shell server under hostile requests', () => {
  test('crafted request targets are answered, none reaches another host, and the server stays up', async () => {
    const canary = canaryHost();
    const targets = [
      '//[',
      '/mf/marketing//[',
      `//${canary}/`,
      `/mf/marketing//${canary}/readyz`,
      `/mf/marketing/\\\\${canary}/x`,
      `/\\${canary}/x`,
      `/mf/marketing/%2F%2F${canary}/x`,
      `/mf/marketing/%5C%5C${canary}/x`,
      `/mf/marketing/..%2F..%2F${canary}`,
      `/mf/careers/../../../${canary}`,
      '/mf/forms/%2e%2e/%2e%2e/etc/passwd',
      `/api/..//${canary}/x`,
      `/api//${canary}/x`,
      `http://${canary}/`,
      `${canary}/x`,
      '*',
      '/%',
      '/%zz',
      '/a%00b',
      `/${'x'.repeat(5000)}`,
      `/mf/marketing/${'a/'.repeat(2000)}`,
      '/mf/',
      '/mf/nope/remoteEntry.js',
      '/remotes.json/..',
      '/\u00e9\u00e8',
    ];
    for (const target of targets) {
      const status = await rawRequest(target);
      expect([200, 400, 404, 405, 502]).toContain(status);
    }
    expect(await rawRequest('/')).toBe(200);
    expect(upstreams.canary.received).toEqual([]);
  });

  test('random targets of every byte: always an answer, never another host', async () => {
    const canary = canaryHost();
    const prefix = fc.constantFrom('/', '//', '/\\', '/mf/marketing/', '/mf/careers//', '/api/', '/mf/forms/\\', '');
    const middle = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constant(canary),
      fc.constantFrom('..', '%2e%2e', '%2F', '%5C', '@', '#', '?', '%00', ':', '[', ']'),
    );
    await fc.assert(
      fc.asyncProperty(prefix, fc.array(middle, { maxLength: 6 }), async (start, parts) => {
        // Characters an HTTP/1.1 request line cannot carry are percent-encoded, as a client would.
        // eslint-disable-next-line no-control-regex -- finding control characters is the point
        const target = (start + parts.join('')).replace(/[\s\u0000-\u001f\u007f-\uffff]/g, (c) =>
          [...Buffer.from(c)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''),
        );
        const status = await rawRequest(target || '/');
        return status >= 200 && status < 600;
      }),
      { numRuns: 400 },
    );
    expect(await rawRequest('/')).toBe(200);
    expect(upstreams.canary.received).toEqual([]);
    // 400 requests take about 2 s alone and past 5 s beside the builds and the email service's
    // two-instance test on 2 cores: the bound is for a hang, not for speed.
  });

  test("a remote's files are asked at its own origin, with the path kept a path and no cookie or credentials", async () => {
    const before = upstreams.careers.received.length;
    const status = await rawRequest(
      '/mf/careers//remoteEntry.js?retry=2',
      'Cookie: session=secret\r\nAuthorization: Bearer secret\r\nAccept-Encoding: gzip\r\n',
    );
    expect(status).toBe(200);
    const [forwarded] = upstreams.careers.received.slice(before);
    expect(forwarded?.url).toBe('/remoteEntry.js?retry=2');
    expect(forwarded?.headers.host).toBe(`127.0.0.1:${upstreams.careers.port}`);
    expect(forwarded?.headers.cookie).toBeUndefined();
    expect(forwarded?.headers.authorization).toBeUndefined();
    expect(forwarded?.headers['accept-encoding']).toBe('gzip');
  });

  test('/mf/ and /remotes.json follow the remotes as they are now: a moved origin is forwarded to at once', async () => {
    const config = loadSiteConfig({ CAREERS_ORIGIN: upstreams.careers.origin });
    let state = remotesStateOf(config);
    const { url, close } = await startShell({ config, remotes: () => state });
    const moved = await startRecordingServer((_request, response) => response.end('moved'));

    expect(await (await fetch(`${url}/mf/careers/remoteEntry.js`)).text()).toBe('upstream');
    state = {
      ...state,
      remotes: { ...state.remotes, remotes: { ...state.remotes.remotes, careers: '/mf/careers/v2/remoteEntry.js' } },
      origins: { ...state.origins, careers: moved.origin },
      generation: 1,
    };
    expect(await (await fetch(`${url}/mf/careers/v2/remoteEntry.js`)).text()).toBe('moved');
    expect(moved.received.map((request) => request.url)).toEqual(['/v2/remoteEntry.js']);
    expect((await (await fetch(`${url}/remotes.json`)).json()).remotes.careers).toBe('/mf/careers/v2/remoteEntry.js');

    await close();
    await moved.close();
  });

  test('only GET and HEAD reach a remote', async () => {
    const before = upstreams.marketing.received.length;
    const response = await fetch(`http://127.0.0.1:${shellPort}/mf/marketing/remoteEntry.js`, {
      method: 'POST',
      body: 'x',
    });
    expect(response.status).toBe(405);
    expect(upstreams.marketing.received.length).toBe(before);
  });

  test('the email service gets what it needs (origin, fetch metadata, idempotency key), no cookie', async () => {
    const before = upstreams.api.received.length;
    await fetch(`http://127.0.0.1:${shellPort}/api/sendEmail`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'http://127.0.0.1:3000',
        'Sec-Fetch-Site': 'same-origin',
        'Idempotency-Key': 'k1',
        Cookie: 'a=b',
      },
      body: '{}',
    });
    const [forwarded] = upstreams.api.received.slice(before);
    expect(forwarded?.url).toBe('/api/sendEmail');
    expect(forwarded?.headers).toMatchObject({
      origin: 'http://127.0.0.1:3000',
      'sec-fetch-site': 'same-origin',
      'idempotency-key': 'k1',
      'content-type': 'application/json',
      'x-forwarded-for': '127.0.0.1',
    });
    expect(forwarded?.headers.cookie).toBeUndefined();
  });

  test('every answer carries nosniff: a page, a file, a 404, /remotes.json, robots.txt, a 400', async () => {
    for (const target of ['/', '/main.js', '/nope.js', '/remotes.json', '/robots.txt', '/%zz']) {
      const response = await fetch(`http://127.0.0.1:${shellPort}${target}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('files for crawlers', () => {
  test('robots.txt names the sitemap under the public origin and keeps crawlers out of the API', async () => {
    const response = await fetch(`http://127.0.0.1:${shellPort}/robots.txt`);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('Sitemap: https://criticallyinklined.com/sitemap.xml');
    expect(text).toContain('Disallow: /api/');
  });

  test('sitemap.xml lists every route, the open roles and the blog posts, and only GET and HEAD are allowed', async () => {
    const response = await fetch(`http://127.0.0.1:${shellPort}/sitemap.xml`);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const locations = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      [
        '/',
        '/about',
        '/services',
        '/faq',
        '/careers',
        '/contact',
        '/blog',
        '/privacy',
        '/careers/medical-writing-specialist',
        '/blog/sample-size',
      ].map((page) => `https://criticallyinklined.com${page}`),
    );
    const post = await fetch(`http://127.0.0.1:${shellPort}/sitemap.xml`, { method: 'POST' });
    expect(post.status).toBe(405);
  });

  test('the blog feed is Atom with the posts; while marketing cannot say which, a 503 to try again', async () => {
    const response = await fetch(`http://127.0.0.1:${shellPort}/blog/feed.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(await response.text()).toContain('<link href="https://criticallyinklined.com/blog/sample-size"/>');

    const config = loadSiteConfig({ PUBLIC_ORIGIN: 'https://criticallyinklined.com' });
    const down = () => Promise.reject(new Error('marketing is down'));
    const shellServer = await startShell({ config, seoFile: createSeoFiles(config.publicOrigin, down, down) });
    const unavailable = await fetch(`${shellServer.url}/blog/feed.xml`);
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('retry-after')).toBe('60');
    await shellServer.close();
  });
});

describe('upstream failures', () => {
  const shellWith = (apiOrigin: string, timeouts = { remoteMs: 300, apiMs: 300 }) =>
    startShell({ config: loadSiteConfig({ API_ORIGIN: apiOrigin, MARKETING_ORIGIN: apiOrigin }), timeouts });

  test("an email service that is down is answered in the contract's JSON (502)", async () => {
    const down = await startRecordingServer();
    await down.close();
    const shellServer = await shellWith(down.origin);
    const response = await fetch(`${shellServer.url}/api/sendEmail`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ success: false, error: 'Failed to send email. Please try again later.' });
    await shellServer.close();
  });

  test('a silent upstream is cut off after the time-out (504), in JSON for the API, in text for files', async () => {
    const shellServer = await shellWith(upstreams.silent.origin);
    const api = await fetch(`${shellServer.url}/api/sendEmail`, { method: 'POST', body: '{}' });
    expect(api.status).toBe(504);
    // Past the form's own wait (5 s): the visitor is told now instead of after more attempts.
    expect(api.headers.get('retry-after')).toBe('30');
    expect(await api.json()).toEqual({ success: false, error: 'Failed to send email. Please try again later.' });
    const file = await fetch(`${shellServer.url}/mf/marketing/remoteEntry.js`);
    expect(file.status).toBe(504);
    await shellServer.close();
  });

  test('an upload that keeps moving is not cut, however long it takes; one that stops moving is', async () => {
    // The email service reads the body as it comes, then answers; each chunk it receives lets
    // the next one go, so a slow machine cannot bunch them into a gap the time-out would see.
    let received = 0;
    let onReceived = () => {};
    const reader = await startRecordingServer((request, response) => {
      request.on('data', (chunk: Buffer) => {
        received += chunk.length;
        onReceived();
      });
      request.on('end', () => response.end(JSON.stringify({ success: true, messageId: String(received) })));
    });
    const timeoutMs = 1_000;
    const shellServer = await shellWith(reader.origin, { remoteMs: timeoutMs, apiMs: timeoutMs });
    const chunks = 25;
    const pauseMs = 50;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent > 0) {
          const arrived = new Promise<void>((resolve) => (onReceived = resolve));
          if (received < sent * 1024) await arrived;
          await new Promise((resolve) => setTimeout(resolve, pauseMs));
        }
        controller.enqueue(new Uint8Array(1024));
        sent += 1;
        if (sent === chunks) controller.close();
      },
    });
    // At least 25 pauses of 50 ms, longer than the time-out in all, each a twentieth of it.
    const started = performance.now();
    const moving = await fetch(`${shellServer.url}/api/sendEmail`, {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit);
    expect(moving.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThan(timeoutMs);
    expect(await moving.json()).toEqual({ success: true, messageId: String(chunks * 1024) });

    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(1024));
        // ...and nothing more: no progress.
      },
    });
    const cut = await fetch(`${shellServer.url}/api/sendEmail`, {
      method: 'POST',
      body: stalled,
      duplex: 'half',
    } as RequestInit);
    expect(cut.status).toBe(504);
    await shellServer.close();
    await reader.close();
  });

  test('X-Forwarded-For from an untrusted peer is dropped; from a configured proxy it is passed on', async () => {
    const api = await startRecordingServer((_request, response) => response.end('{}'));
    for (const [trusted, expected] of [
      ['', '127.0.0.1'],
      ['127.0.0.1', '203.0.113.5, 127.0.0.1'],
    ] as const) {
      const shellServer = await startShell({
        config: loadSiteConfig({ API_ORIGIN: api.origin, TRUSTED_PROXIES: trusted }),
      });
      const before = api.received.length;
      await fetch(`${shellServer.url}/api/sendEmail`, {
        method: 'POST',
        headers: { 'X-Forwarded-For': '203.0.113.5' },
        body: '{}',
      });
      expect(api.received[before]?.headers['x-forwarded-for']).toBe(expected);
      await shellServer.close();
    }
    await api.close();
  });

  test('an answer given before the upload is in closes the connection: a browser reads it at once', async () => {
    // The email service refuses at once (no upload slot free), reading none of the body.
    const busy = await startRecordingServer((_request, response) => {
      response.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5' });
      response.end('{"success":false}');
    });
    const shellServer = await shellWith(busy.origin, { remoteMs: 10_000, apiMs: 10_000 });
    // The body never ends, as a slow line's would not for minutes.
    const upload = unfinishedUpload(`${shellServer.url}/api/sendEmail`, {
      'Content-Type': 'multipart/form-data; boundary=x',
    });
    try {
      const answer = await upload.answeredAndClosed();
      expect([answer.statusCode, answer.headers['retry-after'], answer.headers.connection]).toEqual([
        503,
        '5',
        'close',
      ]);
    } finally {
      upload.destroy();
      await shellServer.close();
      await busy.close();
    }
  });

  test('a visitor who goes away aborts the upstream request', async () => {
    let upstreamClosed = false;
    const slow = await startRecordingServer((request) => {
      request.on('close', () => (upstreamClosed = true));
    });
    const shellServer = await shellWith(slow.origin, { remoteMs: 10_000, apiMs: 10_000 });
    const controller = new AbortController();
    const pending = fetch(`${shellServer.url}/api/sendEmail`, {
      method: 'POST',
      body: '{}',
      signal: controller.signal,
    }).catch(() => undefined);
    // The request has reached the email service; then the visitor goes.
    await until(() => slow.received.length === 1);
    controller.abort();
    await pending;
    await until(() => upstreamClosed);
    await shellServer.close();
    await slow.close();
  });
});
