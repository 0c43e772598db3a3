import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Context } from 'koa';
import { embedAheadScreens, isEmbeddable } from '@inklined/contracts/embed-layout';
import type { RemoteModuleId } from '@inklined/contracts/remote-modules';
import type { Logger } from '@inklined/server-kit/log';
import { sendBody } from '@inklined/static-server/send-body';
import type * as RenderPageModule from '../src/ssr/render-page';
import { jsonInScript } from '../src/app/json-in-script';
import { remotesConfigElementId } from '../src/remotes/inline-config';
import type { RenderedPage } from '../src/ssr/render-page';
import { afterPaintStart, withoutEntryScripts } from './after-paint-start';
import { boundedCache } from './bounded-cache';
import { NoncedDocument, noncePlaceholder } from './nonced-document';
import { pageKeyFor, type PageKey } from './page-key';
import { newNonce, pagePolicy } from './security-headers';

export interface PrerenderedPagesOptions {
  /** The shell's build: index.html and ssr/render-page.js. */
  readonly shellDist: string;
  readonly loadRemoteModule: (id: RemoteModuleId) => Promise<unknown>;
  /** How long a rendered page is reused. */
  readonly maxAgeMs: number;
  /** How long a page rendered without one of its remotes is reused before trying again. */
  readonly failureMaxAgeMs: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The files the browser will need for the remote modules a page rendered, to preload. */
  readonly preloadsFor?: (ids: readonly RemoteModuleId[]) => Promise<readonly string[]>;
  /** What the browser would fetch as /remotes.json now, written into every page instead. */
  readonly remotesConfig?: () => unknown;
  /** Changes when the remotes' releases do: pages rendered with other releases are not served. */
  readonly generation?: () => number;
  /** Where visitors reach the site, for canonical links and link previews. */
  readonly publicOrigin: string;
  /** Origins besides the site's own that pages load scripts, styles, fonts and images from, now. */
  readonly remoteSources: () => readonly string[];
  readonly log: Logger;
  /** The clock a scheduled post's publish time is read by; the tests fix it. */
  readonly now?: () => number;
}

interface Page {
  readonly status: number;
  /** Compressed once: a page is served many times from the cache, each time with a new nonce. */
  readonly document: NoncedDocument;
}

/**
 * Far more than the site's pages: every rendered page is kept under its route (not the path as
 * typed), and every unknown path shares one entry, so only real pages ever fill it.
 */
const maxCachedPages = 100;

function htmlPage(status: number, html: string): Page {
  return { status, document: new NoncedDocument(html) };
}

/** The template's own script tags (the shell's entry) run by the response's nonce. */
const withScriptNonces = (template: string) => template.replace(/<script\b/g, `<script nonce="${noncePlaceholder}"`);

const rootElement = /<div id="?root"?><\/div>/;

const templateTitle = /<title>[^<]*<\/title>/;
const templateDescription = /<meta\s+name="?description"?[^>]*>/;

/**
 * Puts a rendered page into the shell's index.html: the page's title and meta elements (in place
 * of the template's defaults), emotion's style tags, and #root.
 */
export function fillTemplate(template: string, page: RenderedPage): string {
  let document = template;
  if (page.head.includes('<title>')) document = document.replace(templateTitle, '');
  if (page.head.includes('<meta name="description"')) document = document.replace(templateDescription, '');
  return document
    .replace('</head>', () => `${page.head}${page.styleTags}</head>`)
    .replace(/<noscript>.*?<\/noscript>/s, '')
    .replace(rootElement, () => `<div id="root">${page.html}</div>`);
}

/**
 * Pages of the composed site as HTML, rendered on the server with the remotes' server bundles,
 * so a visitor reads the page before any script has run; the browser then hydrates it. A page is
 * rendered once per route and reused for maxAgeMs; all unknown paths share one rendered 404 and
 * all unknown roles one "Job not found". If rendering is impossible the plain index.html is sent
 * and the browser renders the page itself: the site never goes down for want of a prerender.
 */
export function createPrerenderedPages(options: PrerenderedPagesOptions) {
  const template = withScriptNonces(readFileSync(path.join(options.shellDist, 'index.html'), 'utf8'));
  if (!rootElement.test(template)) throw new Error(`${options.shellDist}/index.html has no empty #root element`);
  // A rendered page starts its scripts once painted (after-paint-start.ts); the unrendered one as written.
  const { template: renderedTemplate, scripts } = withoutEntryScripts(template);
  const rendererFile = path.join(options.shellDist, 'ssr', 'render-page.js');
  const { renderPage, resolvePath } = createRequire(__filename)(rendererFile) as typeof RenderPageModule;
  const cache = boundedCache<Promise<Page>>(maxCachedPages);
  const unrendered = htmlPage(200, template);

  async function pageKey(pathname: string): Promise<PageKey> {
    const resolved = resolvePath(pathname);
    const index =
      resolved.kind === 'role'
        ? await options.loadRemoteModule('careers/RoleIndex').catch(() => undefined)
        : resolved.kind === 'post'
          ? await options.loadRemoteModule('marketing/PostIndex').catch(() => undefined)
          : undefined;
    const key = pageKeyFor(resolved, index, (options.now ?? Date.now)());
    return { ...key, key: `${options.generation?.() ?? 0} ${key.key}` };
  }

  const inlineConfig = () =>
    options.remotesConfig === undefined
      ? ''
      : `<script type="application/json" id="${remotesConfigElementId}">${jsonInScript(options.remotesConfig())}</script>`;

  function render(pathname: string, key: PageKey): Promise<Page> {
    let complete = true;
    // The releases this page is rendered with, taken once: its preloads and inline configuration agree.
    const config = inlineConfig();
    const used = new Set<RemoteModuleId>();
    // A loader per render: RemoteSlot keeps its loads per loader, so each render asks the
    // module cache, which decides when a remote is fetched again.
    const loader = (id: RemoteModuleId) => {
      used.add(id);
      return options.loadRemoteModule(id);
    };
    const rendered = renderPage(pathname, loader as Parameters<typeof renderPage>[1], {
      onError: (error) => {
        complete = false;
        options.log.warn(
          { path: pathname, reason: error instanceof Error ? error.message : String(error) },
          'prerender without a part',
        );
      },
      publicOrigin: options.publicOrigin,
      nonce: noncePlaceholder,
    });
    const page = rendered.then(async (result) => {
      // An embedded part waits for its place to near the screen, its files too (decision 0054):
      // the page asks for them at its start only if the place is near the view then.
      const preloadsFor = options.preloadsFor ?? (() => Promise.resolve([]));
      const preloads = await preloadsFor([...used].filter((id) => !isEmbeddable(id)));
      const embedded = [...used].filter(isEmbeddable);
      const parts = Object.fromEntries(await Promise.all(embedded.map(async (id) => [id, await preloadsFor([id])])));
      const filled = fillTemplate(renderedTemplate, {
        ...result,
        head:
          afterPaintStart({
            scripts,
            preloads,
            ...(embedded.length > 0 && { near: { aheadScreens: embedAheadScreens, parts } }),
          }) + result.head,
      });
      return htmlPage(
        key.status ?? result.status,
        filled.replace('</body>', () => `${config}</body>`),
      );
    });
    // A page missing a part is kept briefly: the failed remote is asked again after that.
    page.then(
      () => cache.set(key.key, page, { ttl: complete ? options.maxAgeMs : options.failureMaxAgeMs }),
      () => cache.delete(key.key),
    );
    return page;
  }

  return async function servePage(ctx: Context, pathname: string) {
    const key = await pageKey(pathname);
    let page = cache.get(key.key);
    if (!page) {
      page = render(pathname, key);
      // Concurrent requests for the same page share one render.
      cache.set(key.key, page, { ttl: options.maxAgeMs });
    }
    const sent = await page.catch((error: unknown) => {
      options.log.error({ path: pathname, err: error }, 'prerender failed, the page is sent unrendered');
      return unrendered;
    });
    const nonce = newNonce();
    sendBody(ctx, {
      status: sent.status,
      ...sent.document.withNonce(nonce),
      type: 'text/html; charset=utf-8',
      // The nonce is this response's alone: no shared cache may keep the page for anyone else.
      cacheControl: 'private, no-cache',
      headers: { ...options.headers, 'Content-Security-Policy': pagePolicy(nonce, options.remoteSources()) },
    });
  };
}
