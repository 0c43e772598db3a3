import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** Sent with every response of the site's servers: no content sniffing, whatever the answer. */
export const baseHeaders: Readonly<Record<string, string>> = { 'X-Content-Type-Options': 'nosniff' };

/** Bodies are compressed once, when they are read or rendered, and then served many times. */
export function gzipOnce(body: Buffer): Promise<Buffer> {
  return gzipAsync(body, { level: 9 });
}

export interface Body {
  readonly status?: number;
  readonly type: string;
  readonly body: Buffer;
  /** The same body gzipped (see gzipOnce); absent for formats that are compressed already. */
  readonly gzipped?: Buffer;
  readonly cacheControl?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** Answers with a body, gzipped when the client accepts it; HEAD gets the headers only. */
export function sendBody(request: IncomingMessage, response: ServerResponse, body: Body): void {
  const useGzip = body.gzipped !== undefined && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const bytes = useGzip && body.gzipped ? body.gzipped : body.body;
  response.writeHead(body.status ?? 200, {
    ...baseHeaders,
    'Content-Type': body.type,
    'Content-Length': bytes.length,
    'Cache-Control': body.cacheControl ?? 'no-cache',
    ...(body.gzipped ? { Vary: 'Accept-Encoding' } : {}),
    ...(useGzip ? { 'Content-Encoding': 'gzip' } : {}),
    ...body.headers,
  });
  response.end(request.method === 'HEAD' ? undefined : bytes);
}

/** A short plain-text answer (400, 404, 502…), never cached. */
export function sendText(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, {
    ...baseHeaders,
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  response.end(text);
}
