import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipOnce, sendBody } from './send-body';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** Async chunks carry a content hash in their name and never change; anything else may. */
const hashedFile = /\.[0-9a-f]{8}\.js(\.map)?$/;

interface CachedFile {
  readonly body: Buffer;
  readonly gzipped: Buffer;
  readonly type: string;
}

export interface StaticOptions {
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * Serves a production build: files are read and gzipped once (they do not change while served),
 * hashed chunks are cached for a year, everything else is revalidated so a redeploy shows at once.
 */
export function createStaticHandler(root: string, options: StaticOptions) {
  const cache = new Map<string, Promise<CachedFile | undefined>>();

  const load = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      entry = (async () => {
        const info = await stat(file).catch(() => undefined);
        if (!info?.isFile()) return undefined;
        const body = await readFile(file);
        const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
        return { body, gzipped: await gzipOnce(body), type };
      })();
      cache.set(file, entry);
    }
    return entry;
  };

  return async function serveStatic(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const pathname = safePathname(request.url);
    const file = pathname && path.join(root, pathname);
    const found = file && file.startsWith(root + path.sep) ? await load(file) : undefined;
    if (!file || !found) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    sendBody(request, response, {
      ...found,
      cacheControl: hashedFile.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      headers: options.headers,
    });
  };
}

function safePathname(url: string | undefined): string | undefined {
  try {
    const { pathname } = new URL(url ?? '/', 'http://localhost');
    const decoded = decodeURIComponent(pathname);
    if (decoded.includes('\0')) return undefined;
    return path.posix.normalize(decoded === '/' ? '/index.html' : decoded);
  } catch {
    return undefined;
  }
}
