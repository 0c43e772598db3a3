import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { createReadiness } from './readiness';
import { startRecordingServer, type RecordingServer } from './test-support/recording-server';

let upstream: RecordingServer;
let shell: Server;
let url: string;
let remotesUp = true;
const statusFile = path.join(mkdtempSync(path.join(tmpdir(), 'readiness-')), 'parts.json');

const writeStatus = (careers: string) =>
  writeFileSync(
    statusFile,
    JSON.stringify({
      at: Date.now(),
      parts: {
        careers: {
          state: careers,
          pid: 1,
          restarts: careers === 'running' ? 0 : 12,
          recentExits: 0,
          lastExit: 'exit code 1',
        },
        email: { state: 'running', pid: 2, restarts: 0, recentExits: 0 },
      },
    }),
  );

beforeAll(async () => {
  upstream = await startRecordingServer((request, response) => {
    response.writeHead(remotesUp || request.url === '/readyz' ? 200 : 502).end('{}');
  });
  const serve = createReadiness({
    upstreams: () => ({
      remotes: { marketing: upstream.origin, careers: upstream.origin, forms: upstream.origin },
      api: upstream.origin,
    }),
    statusFile,
    reuseMs: 0,
  });
  shell = createServer(new Koa().use((ctx) => serve(ctx, ctx.path)).callback());
  await new Promise<void>((resolve) => shell.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(shell.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => shell.close(resolve));
  await upstream.close();
});

/** The answer to /readyz while the supervisor reports careers as `careers`. */
async function readyz(careers: string) {
  writeStatus(careers);
  const response = await fetch(`${url}/readyz`);
  return { status: response.status, body: await response.json() };
}

describe('the shell says how the whole site is doing', () => {
  test('every part up and steady: ready', async () => {
    expect(await readyz('running')).toMatchObject({
      status: 200,
      body: { ready: true, parts: { careers: { reachable: true }, email: { reachable: true } } },
    });
  });

  test('a part in a crash loop is loud: 503, with its restarts and last exit', async () => {
    expect(await readyz('crash-loop')).toMatchObject({
      status: 503,
      body: {
        ready: false,
        parts: { careers: { supervisor: { state: 'crash-loop', restarts: 12, lastExit: 'exit code 1' } } },
      },
    });
    // The shell itself is alive and answering.
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  test('a remote whose server fails: 503 naming it', async () => {
    remotesUp = false;
    const answer = await readyz('running');
    remotesUp = true;
    expect(answer).toMatchObject({ status: 503, body: { parts: { marketing: { reachable: false, status: 502 } } } });
  });

  test('a status file that is half-written or garbage is ignored, not trusted', async () => {
    writeFileSync(statusFile, '{"at": 1, "parts": {"careers": {"state": "runn');
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
  });
});
