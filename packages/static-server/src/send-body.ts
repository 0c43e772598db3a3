import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** Bodies are compressed once, when they are read or rendered, and then served many times. */
export function gzipOnce(body: Buffer): Promise<Buffer> {
  return gzipAsync(body, { level: 9 });
}

export interface Body {
  readonly status?: number;
  readonly type: string;
  readonly body: Buffer;
  /** The same body gzipped (see gzipOnce). */
  readonly gzipped: Buffer;
  readonly cacheControl?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** Answers with a body, gzipped when the client accepts it; HEAD gets the headers only. */
export function sendBody(request: IncomingMessage, response: ServerResponse, body: Body): void {
  const useGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const bytes = useGzip ? body.gzipped : body.body;
  response.writeHead(body.status ?? 200, {
    'Content-Type': body.type,
    'Content-Length': bytes.length,
    'Cache-Control': body.cacheControl ?? 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...(useGzip ? { 'Content-Encoding': 'gzip' } : {}),
    ...body.headers,
  });
  response.end(request.method === 'HEAD' ? undefined : bytes);
}
