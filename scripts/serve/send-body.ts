import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

export interface Body {
  readonly status?: number;
  readonly type: string;
  readonly body: Buffer;
  /** The body already gzipped (static files are compressed once); compressed here otherwise. */
  readonly gzipped?: Buffer;
  readonly cacheControl?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** Answers with a body, gzipped when the client accepts it; HEAD gets the headers only. */
export async function sendBody(request: IncomingMessage, response: ServerResponse, body: Body): Promise<void> {
  const useGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const bytes = useGzip ? (body.gzipped ?? (await gzipAsync(body.body, { level: 6 }))) : body.body;
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
