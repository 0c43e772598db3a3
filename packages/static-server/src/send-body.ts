import { promisify } from 'node:util';
import type { Context } from 'koa';
import { gzip } from 'node:zlib';
import Negotiator from 'negotiator';

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
  /** The same body in Brotli, where the build wrote it (smaller than gzip, and preferred). */
  readonly brotli?: Buffer;
  readonly cacheControl?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * negotiator 1.0's `encodings` with its second argument, which breaks a tie of q-values (browsers
 * send `gzip, deflate, br` with none) by the server's preference instead of the header's order;
 * @types/negotiator (0.6.5) does not declare it yet.
 */
type PreferringEncodings = (available: readonly string[], options: { preferred: readonly string[] }) => string[];

/**
 * The body's encoding the client ranks first among those it accepts (`Accept-Encoding`, its
 * q-values included: `br;q=0` refuses Brotli), Brotli on a tie as the smaller, or none.
 */
function chosenEncoding(ctx: Context, body: Body): { name?: 'br' | 'gzip'; bytes: Buffer } {
  const offered = { br: body.brotli, gzip: body.gzipped };
  const available = (['br', 'gzip'] as const).filter((name) => offered[name] !== undefined);
  if (available.length === 0) return { bytes: body.body };
  // Node joins a header sent twice into one string; anything else is read as no header.
  const raw: unknown = ctx.req.headers['accept-encoding'];
  const header = typeof raw === 'string' ? raw : '';
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } });
  const [name] = (negotiator.encodings.bind(negotiator) as PreferringEncodings)(available, {
    preferred: ['br', 'gzip'],
  });
  if (name === 'br' || name === 'gzip') {
    const bytes = offered[name];
    if (bytes) return { name, bytes };
  }
  return { bytes: body.body };
}

/** Answers with a body, compressed as the client accepts; HEAD gets the headers only (Koa). */
export function sendBody(ctx: Context, body: Body): void {
  const { name, bytes } = chosenEncoding(ctx, body);
  ctx.status = body.status ?? 200;
  ctx.set({
    ...baseHeaders,
    'Content-Type': body.type,
    'Cache-Control': body.cacheControl ?? 'no-cache',
    ...(body.gzipped || body.brotli ? { Vary: 'Accept-Encoding' } : {}),
    ...(name ? { 'Content-Encoding': name } : {}),
    ...body.headers,
  });
  ctx.body = bytes;
}

/** A short plain-text answer (400, 404, 502…), never cached. */
export function sendText(
  ctx: Context,
  status: number,
  text: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  ctx.status = status;
  ctx.set({ ...baseHeaders, ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  ctx.body = text;
}
