import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream';
import { forwardedFor, type TrustedProxies } from '@inklined/server-kit/client-address';
import type { RequestTarget } from '@inklined/static-server/request-target';
import { baseHeaders } from '@inklined/static-server/send-body';

/** One server the shell forwards to, and what it may receive. */
export interface Upstream {
  /** The configured origin, e.g. `http://127.0.0.1:3001`: the only host this upstream ever reaches. */
  readonly origin: string;
  /** Request headers passed on (lower case); everything else, Cookie and Authorization included, is dropped. */
  readonly requestHeaders: readonly string[];
  /**
   * How long the exchange may go without progress: no byte of the request body moving on, no
   * answer, no byte of the answer. An upload that keeps moving is never cut, however long it takes.
   */
  readonly timeoutMs: number;
  /** Peers whose X-Forwarded-For is passed on; from any other, only the peer's own address is. */
  readonly trust: TrustedProxies;
  /** The answer when the upstream cannot give one: 502 if it failed, 504 if it was too slow. */
  readonly failure: (status: 502 | 504) => {
    readonly type: string;
    readonly body: string;
    readonly headers: Readonly<Record<string, string>>;
  };
}

/** Hop-by-hop headers (RFC 9110 section 7.6.1) belong to one connection, not to the message. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function pick(headers: IncomingHttpHeaders, names: readonly string[]): Record<string, string | string[]> {
  const picked: Record<string, string | string[]> = {};
  for (const name of names) {
    const value = headers[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

function responseHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !hopByHop.has(name)) kept[name] = value;
  }
  return { ...kept, 'x-content-type-options': 'nosniff' };
}

class UpstreamTimeout extends Error {
  override readonly name = 'UpstreamTimeout';
}

/**
 * Forwards a request to `upstream.origin` with the target's path and query, streaming both ways.
 * The path is set on the configured origin's URL, never resolved against it, so no target can
 * name another host. Only the listed headers go upstream, with X-Forwarded-For appended so the
 * email service can rate-limit per visitor (the incoming chain only from a trusted proxy). An
 * upstream that makes no progress for `timeoutMs` is a 504; a visitor who goes away aborts the
 * upstream request.
 */
export function forward(
  request: IncomingMessage,
  response: ServerResponse,
  upstream: Upstream,
  target: RequestTarget,
): void {
  const url = new URL(upstream.origin);
  url.pathname = target.pathname;
  url.search = target.search;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  let settled = false;
  const fail = (status: 502 | 504) => {
    if (settled) return;
    settled = true;
    if (response.headersSent) {
      response.destroy();
      return;
    }
    const answer = upstream.failure(status);
    response.writeHead(status, {
      ...baseHeaders,
      ...answer.headers,
      'Content-Type': answer.type,
      'Cache-Control': 'no-store',
    });
    response.end(answer.body);
  };

  const outgoing = send(url, {
    method: request.method,
    headers: {
      ...pick(request.headers, upstream.requestHeaders),
      host: url.host,
      'x-forwarded-for': forwardedFor(request, upstream.trust),
    },
    timeout: upstream.timeoutMs,
  });
  // Until the answer starts: restarted by every chunk of the body that moves on (a stalled
  // upstream stops taking it in, the pipe pauses, and the chunks stop).
  const deadline = setTimeout(() => outgoing.destroy(new UpstreamTimeout()), upstream.timeoutMs);
  request.on('data', () => deadline.refresh());
  outgoing.on('timeout', () => outgoing.destroy(new UpstreamTimeout()));
  outgoing.on('response', (answer) => {
    clearTimeout(deadline);
    settled = true;
    // An answer before the visitor's body is in (no upload slot, too many submissions) closes
    // the connection once sent: the guard around every server sees to it (server-kit guard.ts).
    response.writeHead(answer.statusCode ?? 502, responseHeaders(answer.headers));
    pipeline(answer, response, () => undefined);
  });
  outgoing.on('error', (error) => {
    clearTimeout(deadline);
    fail(error instanceof UpstreamTimeout ? 504 : 502);
  });
  response.on('close', () => {
    clearTimeout(deadline);
    if (!response.writableFinished) outgoing.destroy();
  });
  // Not pipeline(): a failed upstream must not destroy the visitor's connection before the 502.
  request.on('error', () => outgoing.destroy());
  request.pipe(outgoing);
}
