import { afterEach, describe, expect, test } from '@jest/globals';
import { createServer, request, type RequestListener, type Server } from 'node:http';
import { PassThrough } from 'node:stream';
import { connect, type AddressInfo } from 'node:net';
import Koa from 'koa';
import { errorsToGuard, guardRequests, RequestError, type RequestHandler } from './guard';
import { createGuardedServer } from './http-server';
import { createLogger } from './log';
import { readJson } from './read-body';
import { unfinishedUpload } from '@inklined/test-kit/unfinished-upload';

let server: Server | undefined;
const lines: string[] = [];

afterEach(async () => {
  lines.length = 0;
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** `server` listening on a free port: its URL. */
async function listening(on: Server): Promise<string> {
  server = on;
  await new Promise<void>((resolve) => on.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(on.address() as AddressInfo).port}`;
}

/** A handler in the guard, its log lines kept in `lines`. */
function serve(handler: RequestHandler): Promise<string> {
  const listener: RequestListener = guardRequests(handler, {
    log: createLogger('test', 'info', { write: (line: string) => void lines.push(line) }),
  });
  return listening(createServer(listener));
}

/** A Koa app in the guarded server, its log lines kept in `lines`; `onLine` is told of each. */
function serveApp(app: Koa, onLine: () => void = () => undefined): Promise<string> {
  const write = (line: string) => {
    lines.push(line);
    onLine();
  };
  return listening(
    createGuardedServer(app, { log: createLogger('test', 'info', { write }), requestTimeoutMs: 10_000 }),
  );
}

/** Status and body of a POST, or 'reset' if the connection ended without an answer. */
function post(url: string, body: string): Promise<{ status: number; text: string } | 'reset'> {
  return new Promise((resolve) => {
    const outgoing = request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' } }, (answer) => {
      let text = '';
      answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text }));
      answer.on('error', () => resolve('reset'));
    });
    outgoing.on('error', () => resolve('reset'));
    outgoing.end(body);
  });
}

describe('guardRequests', () => {
  test('a throw in a listener of the request stream is a 500, logged, and the server goes on', async () => {
    const url = await serve((incoming, response) => {
      incoming.on('data', () => undefined);
      incoming.on('end', () => {
        // What shell/server/csp-reports.ts once did: String() of an object without a callable toString.
        String({ toString: 1 });
        response.end('never');
      });
    });
    for (let round = 0; round < 3; round += 1) {
      expect(await post(url, '{}')).toEqual({ status: 500, text: 'Internal error' });
    }
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', msg: 'request failed', method: 'POST', status: 500 });
  });

  test('a synchronous throw, a rejection, and a RequestError (its own status)', async () => {
    const url = await serve(async (incoming) => {
      if (incoming.url === '/sync') throw new Error('sync');
      const body = await readJson(incoming, 100);
      if (body === 1) throw new RequestError(422, 'one');
      throw new Error('async');
    });
    expect(await post(`${url}/sync`, '')).toMatchObject({ status: 500 });
    expect(await post(url, '2')).toMatchObject({ status: 500 });
    expect(await post(url, '1')).toMatchObject({ status: 422, text: 'Bad request' });
    expect(await post(url, 'not json')).toMatchObject({ status: 400 });
    expect(await post(url, 'x'.repeat(101))).toMatchObject({ status: 413 });
  });

  test('a throw after the headers went out ends the connection instead of answering twice', async () => {
    const url = await serve((incoming, response) => {
      response.writeHead(200);
      response.write('part');
      incoming.resume();
      incoming.on('end', () => {
        throw new Error('late');
      });
    });
    expect(await post(url, 'x')).toBe('reset');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['request failed']);
  });

  test('values from the request are fields of the line: a CR/LF in the target cannot forge a line', async () => {
    const url = await serve(() => {
      throw new Error('boom');
    });
    const target = '/%0d%0a%7B%22level%22:%22info%22%7D';
    await post(`${url}${target}`, '');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!).target).toBe(target);
  });
});

describe('an answer given before the body is in', () => {
  test('closes the connection: the client reads it without sending the rest of its body', async () => {
    let received = 0;
    const url = await serve((incoming, response) => {
      incoming.on('data', (chunk: Buffer) => (received += chunk.length));
      response.writeHead(503, { 'Retry-After': '5' });
      response.end('busy');
    });
    const upload = unfinishedUpload(url);
    try {
      const answer = await upload.answeredAndClosed();
      expect([answer.statusCode, answer.headers.connection]).toEqual([503, 'close']);
      expect(received).toBeLessThan(5 * 1024 * 1024);
    } finally {
      upload.destroy();
    }
  });

  test('is still there for a client that reads it a moment later: the connection is not reset under it', async () => {
    const url = new URL(
      await serve((_incoming, response) => {
        response.writeHead(503, { 'Retry-After': '5' });
        response.end('busy');
      }),
    );
    // A client busy sending its body reads the answer a moment after it arrived, as a browser
    // does when its upload stops: a reset arriving first would take the answer with it.
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(Number(url.port), url.hostname);
      let text = '';
      socket.pause();
      setTimeout(() => socket.resume(), 300);
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(text));
      socket.write(`POST / HTTP/1.1\r\nHost: ${url.host}\r\nContent-Length: ${5 * 1024 * 1024}\r\n\r\n`);
      const chunk = Buffer.alloc(64 * 1024);
      let sent = 0;
      const send = () => {
        while (sent < 80 && socket.write(chunk)) sent += 1;
        if (sent >= 80) socket.end();
      };
      socket.on('drain', send);
      send();
    });
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
  });

  test('as Koa gives it (its status set, then the body)', async () => {
    const app = new Koa();
    app.use(async (ctx) => {
      ctx.status = 413;
      ctx.body = { success: false };
    });
    const upload = unfinishedUpload(await serveApp(app));
    try {
      const answer = await upload.answeredAndClosed();
      expect([answer.statusCode, answer.headers.connection]).toEqual([413, 'close']);
    } finally {
      upload.destroy();
    }
  });

  test('but an answer to a body read to its end, or to a request without one, keeps the connection', async () => {
    const url = await serve(async (incoming, response) => {
      for await (const _chunk of incoming) void _chunk;
      response.end('ok');
    });
    const read = await fetch(url, { method: 'POST', body: 'x'.repeat(100_000) });
    expect(read.headers.get('connection')).toBe('keep-alive');
    await read.text();
    const bodiless = await fetch(url);
    expect(bodiless.headers.get('connection')).toBe('keep-alive');
    await bodiless.text();
  });
});

describe('a Koa app in the guarded server', () => {
  test('what a middleware throws is answered by the guard, with the headers the app had set, and logged once', async () => {
    const app = new Koa();
    app.use(errorsToGuard());
    app.use(async (ctx) => {
      ctx.set('X-Frame-Options', 'DENY');
      if (ctx.path === '/refused') throw new RequestError(413, 'body too large');
      throw new Error('a bug');
    });
    const url = await serveApp(app);
    const failed = await fetch(`${url}/bug`);
    expect([failed.status, await failed.text(), failed.headers.get('x-frame-options')]).toEqual([
      500,
      'Internal error',
      'DENY',
    ]);
    expect((await fetch(`${url}/refused`)).status).toBe(413);
    expect(lines.map((line) => JSON.parse(line) as { msg: string; level: string })).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'request failed',
        err: expect.objectContaining({ message: 'a bug' }),
      }),
      expect.objectContaining({ level: 'info', msg: 'request refused', status: 413 }),
    ]);
  });

  test('a body stream that fails after its answer began is a log line, not a stack on stderr', async () => {
    const app = new Koa();
    app.use(errorsToGuard());
    app.use(async (ctx) => {
      const body = new PassThrough();
      ctx.body = body;
      body.write('part of the answer');
      setImmediate(() => body.destroy(new Error('the file went away')));
    });
    let logged: () => void = () => undefined;
    const written = new Promise<void>((resolve) => (logged = resolve));
    const url = await serveApp(app, () => logged());
    await fetch(url)
      .then((answer) => answer.text())
      .catch(() => 'cut');
    await written;
    // jest.setup.ts fails the test had Koa printed it with console.error.
    expect(JSON.parse(lines[0]!)).toEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'koa error',
        err: expect.objectContaining({ message: 'the file went away' }),
      }),
    );
  });
});
