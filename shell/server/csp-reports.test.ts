import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorsToGuard } from '@inklined/server-kit/guard';
import { createGuardedServer } from '@inklined/server-kit/http-server';
import Koa from 'koa';
import { createLogger } from '@inklined/server-kit/log';
import { createCspReports } from './csp-reports';

let server: Server;
let origin: string;
const lines: string[] = [];
let clock = 0;
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  const log = createLogger('shell', 'info', { write: (line: string) => void lines.push(line) });
  const receive = createCspReports({ log, perWindow: 2, windowMs: 1_000, now: () => clock });
  const app = new Koa().use(errorsToGuard()).use((ctx) => receive(ctx));
  server = createGuardedServer(app, { log, requestTimeoutMs: 10_000 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const post = (body: string, type = 'application/csp-report') =>
  fetch(`${origin}/csp-report`, { method: 'POST', headers: { 'Content-Type': type }, body });

describe('POST /csp-report', () => {
  test('logs what report-uri and the Reporting API report, the page by its path only', async () => {
    lines.length = 0;
    const legacy = {
      'csp-report': {
        'document-uri': 'http://localhost:3000/contact?email=someone@example.com',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js',
      },
    };
    expect((await post(JSON.stringify(legacy))).status).toBe(204);
    const reportingApi = [
      {
        type: 'csp-violation',
        body: { documentURL: 'http://localhost:3000/faq', effectiveDirective: 'style-src-attr', blockedURL: 'inline' },
      },
    ];
    expect((await post(JSON.stringify(reportingApi), 'application/reports+json')).status).toBe(204);
    expect(logged()).toEqual([
      expect.objectContaining({
        msg: 'csp violation',
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        page: '/contact',
      }),
      expect.objectContaining({ msg: 'csp violation', directive: 'style-src-attr', blocked: 'inline', page: '/faq' }),
    ]);
  });

  test('a flood is logged a few lines a window, then counted once', async () => {
    lines.length = 0;
    clock = 10_000;
    const report = JSON.stringify({ 'csp-report': { 'document-uri': 'http://x/', 'blocked-uri': 'eval' } });
    for (let sent = 0; sent < 5; sent++) expect((await post(report)).status).toBe(204);
    expect(lines).toHaveLength(2);
    clock = 11_000;
    await post(report);
    expect(logged().slice(2)).toEqual([
      expect.objectContaining({ msg: 'csp violations not logged', count: 3 }),
      expect.objectContaining({ msg: 'csp violation', blocked: 'eval' }),
    ]);
  });

  test('refuses what is not a report', async () => {
    expect((await post('not json')).status).toBe(400);
    expect((await post('x'.repeat(20_000))).status).toBe(413);
    expect((await fetch(`${origin}/csp-report`)).status).toBe(405);
  });

  test.each([
    [
      'a field that is an object with a toString (the crash of issue 18)',
      { 'csp-report': { 'document-uri': { toString: 1 } } },
    ],
    ['a field that is a number', { 'csp-report': { 'blocked-uri': 5 } }],
    ['a list of non-reports', [1, 'two', null]],
    ['null', null],
  ])('%s: 400, and the server answers the next report', async (_name, body) => {
    expect((await post(JSON.stringify(body))).status).toBe(400);
    expect((await post(JSON.stringify({ 'csp-report': { 'blocked-uri': 'eval' } }))).status).toBe(204);
  });

  test('CR/LF in a field stays inside its field: no forged log line', async () => {
    clock = 50_000;
    await post(JSON.stringify({ 'csp-report': { 'blocked-uri': 'eval' } }));
    lines.length = 0;
    const forged = 'eval\n{"level":"info","msg":"all good"}';
    expect((await post(JSON.stringify({ 'csp-report': { 'blocked-uri': forged } }))).status).toBe(204);
    expect(lines).toHaveLength(1);
    expect(logged()[0]).toMatchObject({ msg: 'csp violation', blocked: forged });
  });
});
