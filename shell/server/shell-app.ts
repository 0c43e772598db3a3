import path from 'node:path';
import Router from '@koa/router';
import Koa, { type Context, type Middleware } from 'koa';
import type { EmailResponse } from '@inklined/contracts/email';
import { emailMessages } from '@inklined/contracts/email-fields';
import { remoteNamed } from '@inklined/contracts/remote-modules';
import { trustedProxies } from '@inklined/server-kit/client-address';
import { errorsToGuard } from '@inklined/server-kit/guard';
import type { Logger } from '@inklined/server-kit/log';
import type { SiteConfig } from '@inklined/site-config/site-config';
import { parseRequestTarget } from '@inklined/static-server/request-target';
import { baseHeaders, sendBody, sendText } from '@inklined/static-server/send-body';
import { createCspReports } from './csp-reports';
import { editorHeaders, editorPageHtml, editorPath } from './editor/editor-page';
import { forward, type Upstream } from './proxy';
import { remotesStateOf, type RemotesState } from './remotes-state';
import { cspReportPath } from './security-headers';
import { seoFileNames, seoFileTypes, type SeoFileName } from './seo-files';
import { allowsMethod } from '@inklined/server-kit/methods';

type Serve = (ctx: Context, pathname: string) => Promise<void>;

export interface ShellHandlerDeps {
  readonly config: SiteConfig;
  /** The remotes now: /remotes.json and where /mf/<name>/ forwards; the environment's if not given. */
  readonly remotes?: () => RemotesState;
  /** A page of the site, prerendered. */
  readonly servePage: Serve;
  /** A file of the shell's build. */
  readonly serveFile: Serve;
  /** /robots.txt, /sitemap.xml and the blog's feed, written for the site's public origin; undefined while it cannot be. */
  readonly seoFile: (name: SeoFileName) => Promise<string | undefined>;
  /** Headers every answer of the shell carries. */
  readonly headers: Readonly<Record<string, string>>;
  /** How long the remotes' servers and the email service may go without progress before a 504. */
  readonly timeouts?: { readonly remoteMs: number; readonly apiMs: number };
  /** What browsers report the Content-Security-Policy blocked (POST /csp-report). */
  readonly receiveCspReport?: (ctx: Context) => Promise<void>;
  /** Where the shell's server writes its structured log lines. */
  readonly log: Logger;
  /** GET /healthz and /readyz (readiness.ts); absent, they are pages like any unknown path. */
  readonly readiness?: Serve;
  /** The editor at /admin/ (editor/): its configuration now, and its page's policy; absent, /admin is not served. */
  readonly editor?: {
    readonly config: () => Promise<unknown>;
    readonly policy: string;
  };
}

/** What a remote's static server needs to answer a file request, and nothing that identifies the visitor. */
const fileRequestHeaders = [
  'accept',
  'accept-encoding',
  'if-none-match',
  'if-modified-since',
  'range',
  'if-range',
  'cache-control',
];
/** What the email service reads: the body, where it comes from (cross-site check), the idempotency key. */
const apiRequestHeaders = [
  'accept',
  'accept-language',
  'content-type',
  'content-length',
  'origin',
  'sec-fetch-site',
  'sec-fetch-mode',
  'sec-fetch-dest',
  'idempotency-key',
  'x-request-id',
  'user-agent',
];

/**
 * When a form may try again. The email service refusing connections is usually a restart: the
 * form's own retry (it waits up to 5 s) may well get through. A stalled one is not worth the
 * visitor's wait: a Retry-After past the form's limit makes it show the failure at once.
 */
const apiRetryAfterSeconds: Readonly<Record<502 | 504, string>> = { 502: '5', 504: '30' };

function sendJson(ctx: Context, status: number, body: unknown, headers: Readonly<Record<string, string>>) {
  ctx.status = status;
  ctx.set({
    ...baseHeaders,
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  ctx.body = JSON.stringify(body);
}

/** What a route of files answers to any method but GET and HEAD. */
function getOrHead(headers: Readonly<Record<string, string>>): Middleware {
  return async function getOrHead(ctx, next) {
    if (allowsMethod(ctx, ['GET', 'HEAD'], headers)) return next();
  };
}

/**
 * Every request the shell's server answers, as a Koa app: /mf/<name>/ to that remote's configured
 * origin, /api/ to the email service, /remotes.json, pages and the shell's files. The target is
 * parsed once and routed on in its normalised form; a bad one is a 400. What a handler throws is
 * answered by the guard around the server (server-kit), like every server of the site.
 */
export function createShellApp({
  config,
  remotes = () => remotesStateOf(config),
  servePage,
  serveFile,
  seoFile,
  headers,
  timeouts = { remoteMs: config.remoteForwardTimeoutMs, apiMs: config.apiTimeoutMs },
  log,
  readiness,
  editor,
  receiveCspReport = createCspReports({ log }),
}: ShellHandlerDeps): Koa {
  const trust = trustedProxies(config.trustedProxies);
  const remoteUpstream: Omit<Upstream, 'origin'> = {
    requestHeaders: fileRequestHeaders,
    timeoutMs: timeouts.remoteMs,
    trust,
    failure: () => ({ type: 'text/plain; charset=utf-8', body: 'The site could not reach this file.', headers }),
  };
  const apiUpstream: Upstream = {
    origin: config.apiOrigin,
    requestHeaders: apiRequestHeaders,
    timeoutMs: timeouts.apiMs,
    trust,
    failure: (status) => ({
      type: 'application/json; charset=utf-8',
      body: JSON.stringify({ success: false, error: emailMessages.sendFailed } satisfies EmailResponse),
      headers: { ...headers, 'Retry-After': apiRetryAfterSeconds[status] },
    }),
  };
  const onlyGetOrHead = getOrHead(headers);

  // Paths as written: /API/ and /api are not /api/.
  const router = new Router({ sensitive: true, strict: true });
  router.all('/mf/:name/{*rest}', onlyGetOrHead, (ctx) => {
    const name = remoteNamed(ctx.params.name);
    if (!name) return sendText(ctx, 404, 'Not found', headers);
    // The origin as the remotes are now: a remotes file that moves a remote moves this too.
    const upstream = { ...remoteUpstream, origin: remotes().origins[name] };
    ctx.respond = false;
    forward(ctx.req, ctx.res, upstream, { pathname: ctx.path.slice(ctx.path.indexOf('/', 4)), search: ctx.search });
  });
  router.all('/api/{*rest}', (ctx) => {
    ctx.respond = false;
    forward(ctx.req, ctx.res, apiUpstream, { pathname: ctx.path, search: ctx.search });
  });
  router.all(cspReportPath, (ctx) => receiveCspReport(ctx));
  if (readiness) router.all(['/healthz', '/readyz'], (ctx) => readiness(ctx, ctx.path));
  router.all('/remotes.json', onlyGetOrHead, (ctx) => sendJson(ctx, 200, remotes().remotes, headers));
  if (editor) {
    const editorOnly = { ...headers, ...editorHeaders };
    router.all(editorPath.slice(0, -1), onlyGetOrHead, (ctx) => {
      ctx.set(editorOnly);
      ctx.redirect(editorPath);
      ctx.status = 308;
    });
    router.all(editorPath, onlyGetOrHead, (ctx) =>
      sendBody(ctx, {
        body: Buffer.from(editorPageHtml),
        type: 'text/html; charset=utf-8',
        cacheControl: 'no-cache',
        headers: { ...editorOnly, 'Content-Security-Policy': editor.policy },
      }),
    );
    router.all(`${editorPath}config.yml`, onlyGetOrHead, async (ctx) => {
      const config = await editor.config();
      if (config === undefined) {
        return sendText(ctx, 503, 'The editor cannot reach the sites it edits just now; please try again later.', {
          ...editorOnly,
          'Retry-After': '60',
        });
      }
      // JSON is YAML; Decap CMS reads only a YAML type.
      sendBody(ctx, {
        body: Buffer.from(JSON.stringify(config, null, 2)),
        type: 'text/yaml; charset=utf-8',
        cacheControl: 'no-store',
        headers: editorOnly,
      });
    });
  }
  router.all([...seoFileNames], onlyGetOrHead, async (ctx) => {
    const name = ctx.path as SeoFileName;
    const text = await seoFile(name);
    if (text === undefined) {
      return sendText(ctx, 503, 'Not available just now; please try again later.', { ...headers, 'Retry-After': '60' });
    }
    sendBody(ctx, {
      body: Buffer.from(text),
      type: seoFileTypes[name],
      cacheControl: 'public, max-age=3600',
      headers,
    });
  });

  const app = new Koa();
  app.use(errorsToGuard());
  app.use(async function siteHeaders(ctx, next) {
    // Set before routing, so every answer carries them, whichever part writes it.
    ctx.set({ ...baseHeaders, ...headers });
    await next();
  });
  app.use(async function requestTarget(ctx, next) {
    const target = parseRequestTarget(ctx.url);
    if (!target) return sendText(ctx, 400, 'Bad request', headers);
    ctx.path = target.pathname;
    await next();
  });
  app.use(router.routes());
  app.use(async function pagesAndFiles(ctx) {
    // The editor's files: as public as its open-source bundle, but not for search engines.
    if (editor && ctx.path.startsWith(editorPath)) ctx.set(editorHeaders);
    // A path without a file extension is a page of the site (its routes are the shell's).
    if ((ctx.method === 'GET' || ctx.method === 'HEAD') && path.posix.extname(ctx.path) === '') {
      return servePage(ctx, ctx.path);
    }
    return serveFile(ctx, ctx.path);
  });
  return app;
}
