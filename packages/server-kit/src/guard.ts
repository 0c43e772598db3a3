import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Middleware } from 'koa';
import type { Logger } from './log';

/** A request the server refuses because of what it sent: answered with its 4xx status. */
export class RequestError extends Error {
  override readonly name = 'RequestError';

  constructor(
    readonly status: 400 | 404 | 405 | 408 | 413 | 415 | 422 | 429,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void | Promise<unknown>;

export interface GuardOptions {
  readonly log: Logger;
  /** Headers every error answer carries (the site's security headers). */
  readonly headers?: Readonly<Record<string, string>>;
}

const statusText: Readonly<Record<number, string>> = { 400: 'Bad request', 500: 'Internal error' };

/**
 * Runs `emit` of an emitter so that whatever a listener throws goes to `fail` instead of up the
 * stack: a listener of a request's 'data' or 'end' (a handler reading its body), or a response's
 * 'finish', runs inside emit, outside the handler's own try and promise.
 */
function guardEmits(emitter: IncomingMessage | ServerResponse, fail: (error: unknown) => void): void {
  const emit = emitter.emit;
  emitter.emit = function guardedEmit(this: typeof emitter, ...args: Parameters<typeof emit>) {
    try {
      return emit.apply(this, args);
    } catch (error) {
      fail(error);
      return true;
    }
  } as typeof emit;
}

/** Whether the request says it has a body (a length above 0, or one sent in chunks). */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/**
 * An answer that starts before the request's body is in (a refusal: no upload slot, too many
 * submissions, too large) closes the connection once sent. Kept open, Node reads the rest of the
 * body to reuse the connection, and a browser reads no answer until its whole body is sent: on a
 * slow line, a minute of a resume going nowhere before "try again in a few seconds". Every answer
 * goes through `writeHead` (Node's implicit header calls it), before its headers are written.
 */
function closeIfAnsweredEarly(request: IncomingMessage, response: ServerResponse): void {
  // A request without a body (most: pages, files) is complete before it is answered.
  if (!hasBody(request)) return;
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadClosingEarly(this: ServerResponse, ...args: unknown[]) {
    if (!request.complete) {
      this.shouldKeepAlive = false;
      closeInStages(request.socket);
    }
    return (writeHead as (...all: unknown[]) => ServerResponse).apply(this, args);
  } as typeof writeHead;
}

/** Apache's lingering close: reads at most this far apart, and no longer than this in all. */
const LINGER_IDLE_MS = 2_000;
const LINGER_MS = 30_000;

/**
 * Closes a connection answered before its body was in, in stages (RFC 9112 9.6), where Node
 * closes it at once: our side ends after the answer, what the client goes on sending is read (and
 * dropped, the request's body is already dumped), and the socket is closed once the client ends,
 * pauses LINGER_IDLE_MS, or after LINGER_MS. Closed at once with its bytes unread, the socket
 * answers them with a reset, and Linux throws away what a client had received and not yet read
 * when a reset arrives: the answer itself, the client left with a broken connection instead of
 * "try again in a few seconds". A browser surfaces the answer when its upload fails, so it still
 * reads it within the pause, not after its whole upload.
 */
function closeInStages(socket: Socket): void {
  socket.destroySoon = function closeLingering(this: Socket) {
    if (this.destroyed) return;
    this.end();
    const close = () => this.destroy();
    const total = setTimeout(close, LINGER_MS).unref();
    let idle = setTimeout(close, LINGER_IDLE_MS).unref();
    const readMore = () => {
      clearTimeout(idle);
      idle = setTimeout(close, LINGER_IDLE_MS).unref();
    };
    this.on('data', readMore);
    this.once('close', () => {
      clearTimeout(total);
      clearTimeout(idle);
      this.off('data', readMore);
    });
  };
}

/** Each guarded response's way to fail, for what a Koa middleware throws (errorsToGuard). */
const failures = new WeakMap<ServerResponse, (error: unknown) => void>();

/**
 * Koa answers what a middleware throws by itself, dropping the headers already set; this hands it
 * to the guard around the server instead, answered and logged like any other failure. Without a
 * guard (an app called directly) the error goes on to Koa.
 */
export function errorsToGuard(): Middleware {
  return async function errorsToGuard(ctx, next) {
    try {
      await next();
    } catch (error) {
      const fail = failures.get(ctx.res);
      if (!fail) throw error;
      ctx.respond = false;
      fail(error);
    }
  };
}

/**
 * The one guard around a server's request handling (shell, remote servers, email service): a
 * throw or a rejection anywhere in it (the handler itself, its promise, a listener on the request
 * or the response stream) becomes an answer (the RequestError's 4xx, otherwise 500) and one
 * structured log line. No request can end the process: that holds by construction, for the next
 * handler written as well as for the ones tested. An answer given before the body is in closes
 * the connection (closeIfAnsweredEarly).
 */
export function guardRequests(handler: RequestHandler, { log, headers = {} }: GuardOptions): RequestListener {
  return function guardedRequest(request, response) {
    let failed = false;
    failures.set(response, (error) => fail(error));
    const fail = (error: unknown) => {
      const status = error instanceof RequestError ? error.status : 500;
      const fields = { method: request.method, target: request.url, status };
      // Logged once per request: a stream can throw again while it is torn down.
      if (!failed) {
        if (status >= 500) log.error({ ...fields, err: error }, 'request failed');
        else log.info({ ...fields, reason: error instanceof Error ? error.message : String(error) }, 'request refused');
      }
      failed = true;
      if (response.headersSent || response.destroyed) {
        response.destroy();
        return;
      }
      try {
        response.writeHead(status, {
          ...headers,
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
          Connection: 'close',
        });
        response.end(statusText[status] ?? (status >= 500 ? statusText[500] : statusText[400]));
      } catch {
        response.destroy();
      }
      // The rest of the body is of no use; a socket left half-read is closed with the answer.
      if (!request.complete) request.resume();
    };
    guardEmits(request, fail);
    guardEmits(response, fail);
    closeIfAnsweredEarly(request, response);
    try {
      const answered = handler(request, response);
      if (answered) answered.then(undefined, fail);
    } catch (error) {
      fail(error);
    }
  };
}
