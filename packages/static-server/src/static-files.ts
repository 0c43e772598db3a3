import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import path from 'node:path';
import type { Context } from 'koa';
import { parseRequestTarget } from './request-target';
import { baseHeaders, gzipOnce, sendBody, sendText } from './send-body';
import { allowsMethod } from '@inklined/server-kit/methods';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.woff2': 'font/woff2',
  // The editor's (shell/server/editor/): a browser compiles WebAssembly as it arrives only with this type.
  '.wasm': 'application/wasm',
};

/** Async chunks and assets carry a content hash in their name and never change; anything else may. */
const hashedFile = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/;
/** Formats that are compressed already: gzip would only cost time. */
const compressed = new Set(['.png', '.jpg', '.webp', '.avif', '.woff2']);

/** The files a build writes beside `x` (packages/build/src/precompressed-files.ts), and how each unpacks. */
const precompressions = {
  gzip: { suffix: '.gz', unpack: promisify(gunzip) },
  brotli: { suffix: '.br', unpack: promisify(brotliDecompress) },
} as const;
type Precompression = keyof typeof precompressions;

interface FileEntry {
  readonly file: string;
  /** The build's own compressions of the file (`main.js.gz`, `main.js.br`), by kind. */
  readonly precompressed: Partial<Record<Precompression, string>>;
  readonly type: string;
  readonly cacheControl: string;
  /** Read and compressed on first request, then kept: one entry per file of the build. */
  content?: Promise<{ body: Buffer; gzipped: Buffer; brotli?: Buffer }>;
}

export interface StaticOptions {
  readonly headers?: Readonly<Record<string, string>>;
  /** Folders of the build that are not public (the shell's server bundle). */
  readonly exclude?: readonly string[];
}

/** Every file below `root`, by the URL path that names it (`/index.html`, `/ssr/HomePage.js`). */
function indexFiles(root: string, exclude: readonly string[]): Map<string, FileEntry> {
  const files = new Map<string, FileEntry>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const urlPath = `${prefix}/${entry.name}`;
      if (exclude.some((folder) => `${urlPath}/`.startsWith(`/${folder.replace(/\/?$/, '/')}`))) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file, urlPath);
      else if (entry.isFile()) {
        files.set(urlPath, {
          file,
          precompressed: {},
          type: contentTypes[path.extname(entry.name)] ?? 'application/octet-stream',
          cacheControl: hashedFile.test(entry.name) ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
      }
    }
  };
  walk(root, '');
  // `x.gz` and `x.br` beside `x` are not files of their own but ways to send `x`.
  for (const [urlPath, entry] of files) {
    for (const [kind, { suffix }] of Object.entries(precompressions) as [Precompression, { suffix: string }][]) {
      const original = urlPath.endsWith(suffix) ? files.get(urlPath.slice(0, -suffix.length)) : undefined;
      if (!original) continue;
      original.precompressed[kind] = entry.file;
      files.delete(urlPath);
    }
  }
  return files;
}

/** The build's compression of the file when it unpacks to the file itself (not left from an older build). */
async function precompressed(entry: FileEntry, kind: Precompression, body: Buffer): Promise<Buffer | undefined> {
  const file = entry.precompressed[kind];
  if (!file) return undefined;
  const packed = await readFile(file);
  const unpacked = await precompressions[kind].unpack(packed).catch(() => undefined);
  return unpacked?.equals(body) ? packed : undefined;
}

async function readEntry(entry: FileEntry) {
  const body = await readFile(entry.file);
  if (compressed.has(path.extname(entry.file))) return { body, gzipped: body };
  return {
    body,
    gzipped: (await precompressed(entry, 'gzip', body)) ?? (await gzipOnce(body)),
    // Brotli only as the build wrote it: at the level that makes it worth sending it takes half a
    // second of a core for main.js, too long for a request.
    brotli: await precompressed(entry, 'brotli', body),
  };
}

/**
 * Serves a production build. The build's files are listed once at start-up, so a request for
 * anything else is a 404 that costs no file system access and leaves nothing behind in memory;
 * a file is read and gzipped once (it does not change while served), or its gzip and Brotli are
 * read from beside it where the build wrote them (docs/decisions/0027). Hashed files are cached
 * for a year, everything else is revalidated so a redeploy shows at once.
 */
export function createStaticHandler(root: string, options: StaticOptions = {}) {
  const files = indexFiles(root, options.exclude ?? []);
  const headers = { ...baseHeaders, ...options.headers };

  return async function serveStatic(ctx: Context, pathname = parseRequestTarget(ctx.url)?.pathname): Promise<void> {
    if (!allowsMethod(ctx, ['GET', 'HEAD'], headers)) return;
    if (pathname === undefined) return sendText(ctx, 400, 'Bad request', headers);
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname === '/' ? '/index.html' : pathname);
    } catch {
      return sendText(ctx, 400, 'Bad request', headers);
    }
    const entry = files.get(decoded);
    if (!entry) return sendText(ctx, 404, 'Not found', headers);
    entry.content ??= readEntry(entry);
    const content = await entry.content.catch((error: unknown) => {
      entry.content = undefined;
      throw error;
    });
    const gzipped = content.gzipped === content.body ? undefined : content.gzipped;
    sendBody(ctx, { ...content, gzipped, type: entry.type, cacheControl: entry.cacheControl, headers });
  };
}
