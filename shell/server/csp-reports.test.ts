import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCspReports } from './csp-reports';

let server: Server;
let origin: string;
const lines: string[] = [];
let clock = 0;

beforeAll(async () => {
  const receive = createCspReports({
    log: (line) => lines.push(line),
    perWindow: 2,
    windowMs: 1_000,
    now: () => clock,
  });
  server = createServer((request, response) => void receive(request, response));
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
    expect(lines).toEqual([
      'csp violation: script-src-elem blocked https://evil.example/x.js on /contact',
      'csp violation: style-src-attr blocked inline on /faq',
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
    expect(lines.slice(2)).toEqual([
      'csp violation: 3 more reports not logged',
      expect.stringContaining('blocked eval'),
    ]);
  });

  test('refuses what is not a report', async () => {
    expect((await post('not json')).status).toBe(400);
    expect((await post('x'.repeat(20_000))).status).toBe(413);
    expect((await fetch(`${origin}/csp-report`)).status).toBe(405);
  });
});
