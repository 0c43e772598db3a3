import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RemoteModuleId } from '@inklined/contracts/remote-modules';
import { gzipOnce, sendBody } from '@inklined/static-server/send-body';
import type { RenderedPage, renderPage as RenderPage } from '../src/ssr/render-page';

export interface PrerenderedPagesOptions {
  /** The shell's build: index.html and ssr/render-page.js. */
  readonly shellDist: string;
  readonly loadRemoteModule: (id: RemoteModuleId) => Promise<unknown>;
  /** How long a rendered page is reused. */
  readonly maxAgeMs: number;
  readonly headers: Readonly<Record<string, string>>;
}

interface Page {
  readonly status: number;
  readonly body: Buffer;
  /** Compressed once: a page is served many times from the cache. */
  readonly gzipped: Buffer;
}

interface CachedPage {
  readonly page: Promise<Page>;
  readonly expiresAt: number;
}

/** At most this many paths are kept; /careers/<anything> must not grow memory without bound. */
const maxCachedPages = 100;

async function htmlPage(status: number, html: string): Promise<Page> {
  const body = Buffer.from(html);
  return { status, body, gzipped: await gzipOnce(body) };
}

const rootElement = /<div id="?root"?><\/div>/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Puts a rendered page into the shell's index.html: title, emotion's style tags and #root. */
export function fillTemplate(template: string, page: RenderedPage): string {
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${page.styleTags}</head>`)
    .replace(/<noscript>.*?<\/noscript>/s, '')
    .replace(rootElement, () => `<div id="root">${page.html}</div>`);
}

/**
 * Pages of the composed site as HTML, rendered on the server with the remotes' server bundles,
 * so a visitor reads the page before any script has run; the browser then hydrates it. A page is
 * rendered once and reused for maxAgeMs. If rendering is impossible the plain index.html is sent
 * and the browser renders the page itself: the site never goes down for want of a prerender.
 */
export function createPrerenderedPages(options: PrerenderedPagesOptions) {
  const template = readFileSync(path.join(options.shellDist, 'index.html'), 'utf8');
  if (!rootElement.test(template)) throw new Error(`${options.shellDist}/index.html has no empty #root element`);
  const rendererFile = path.join(options.shellDist, 'ssr', 'render-page.js');
  const { renderPage } = createRequire(__filename)(rendererFile) as { renderPage: typeof RenderPage };
  const cache = new Map<string, CachedPage>();
  const unrendered = htmlPage(200, template);

  function render(pathname: string): CachedPage {
    let complete = true;
    // A loader per render: RemoteSlot keeps its loads per loader, so each render asks the
    // module cache, which decides when a remote is fetched again.
    const loader = (id: RemoteModuleId) => options.loadRemoteModule(id);
    const rendered = renderPage(pathname, loader as Parameters<typeof RenderPage>[1], (error) => {
      complete = false;
      console.warn(`prerender ${pathname}: ${error instanceof Error ? error.message : String(error)}`);
    });
    const entry: CachedPage = {
      page: rendered.then((page) => htmlPage(page.status, fillTemplate(template, page))),
      expiresAt: Date.now() + options.maxAgeMs,
    };
    // Only complete pages of real routes are kept; anything else is rendered afresh next time.
    const forget = () => {
      if (cache.get(pathname) === entry) cache.delete(pathname);
    };
    entry.page.then((page) => {
      if (!complete || page.status !== 200) forget();
    }, forget);
    return entry;
  }

  function cachedRender(pathname: string): CachedPage {
    const cached = cache.get(pathname);
    if (cached && cached.expiresAt > Date.now()) return cached;
    const entry = render(pathname);
    cache.delete(pathname);
    if (cache.size >= maxCachedPages) cache.delete(cache.keys().next().value!);
    cache.set(pathname, entry);
    return entry;
  }

  return async function servePage(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const entry = cachedRender(pathname);
    const page = await entry.page.catch(async (error: unknown) => {
      console.error(`prerender ${pathname} failed, sending the page unrendered:`, error);
      return unrendered;
    });
    sendBody(request, response, { ...page, type: 'text/html; charset=utf-8', headers: options.headers });
  };
}
