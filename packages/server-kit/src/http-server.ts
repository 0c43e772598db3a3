import { createServer, type Server } from 'node:http';
import type Koa from 'koa';
import { guardRequests } from './guard';
import type { Logger } from './log';

export interface GuardedServerOptions {
  readonly log: Logger;
  /** Headers every error answer carries (the site's security headers). */
  readonly headers?: Readonly<Record<string, string>>;
  /** How long a whole request may take: a 5 MB upload on a poor line must fit. */
  readonly requestTimeoutMs: number;
}

/**
 * Every server of the site (the shell, a remote's, the email service) is a Koa app in this: the
 * one guard around its handling, and the time-outs Node's defaults leave generous to slow-loris
 * clients (300 s a request): headers within 20 s, the whole request within `requestTimeoutMs`.
 */
export function createGuardedServer(app: Koa, { log, headers, requestTimeoutMs }: GuardedServerOptions): Server {
  // What Koa reports beside an answer (a visitor's upload cut off mid-body, a stream that failed
  // after its headers) goes to the log as one line, not to stderr as Koa's bare stack. An app that
  // logs these itself (the email service's, also run without a server in its tests) keeps its own.
  if (app.listenerCount('error') === 0) app.on('error', (error: unknown) => log.warn({ err: error }, 'koa error'));
  const server = createServer(guardRequests(app.callback(), { log, headers }));
  server.headersTimeout = 20_000;
  server.requestTimeout = requestTimeoutMs;
  return server;
}
