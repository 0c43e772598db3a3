import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { EmailResponse } from '@inklined/contracts/email';
import { emailMessages } from '@inklined/contracts/email-fields';
import { remoteNamed } from '@inklined/contracts/remote-modules';
import { trustedProxies } from '@inklined/server-kit/client-address';
import type { Logger } from '@inklined/server-kit/log';
import type { SiteConfig } from '@inklined/site-config/site-config';
import { parseRequestTarget } from '@inklined/static-server/request-target';
import { baseHeaders, sendBody, sendText } from '@inklined/static-server/send-body';
import { createCspReports } from './csp-reports';
import { forward, type Upstream } from './proxy';
import { remotesStateOf, type RemotesState } from './remotes-state';
import { cspReportPath } from './security-headers';
import { seoFileTypes, type SeoFileName } from './seo-files';

type Serve = (request: IncomingMessage, response: ServerResponse, pathname: string) => Promise<void>;

export interface ShellHandlerDeps {
  readonly config: SiteConfig;
  /** The remotes now: /remotes.json and where /mf/<name>/ forwards; the environment's if not given. */
  readonly remotes?: () => RemotesState;
  /** A page of the site, prerendered. */
  readonly servePage: Serve;
  /** A file of the shell's build. */
  readonly serveFile: Serve;
  /** /robots.txt and /sitemap.xml, written for the site's public origin. */
  readonly seoFile: (name: SeoFileName) => Promise<string>;
  /** Headers every answer of the shell carries. */
  readonly headers: Readonly<Record<string, string>>;
  /** How long the remotes' servers and the email service may go without progress before a 504. */
  readonly timeouts?: { readonly remoteMs: number; readonly apiMs: number };
  /** What browsers report the Content-Security-Policy blocked (POST /csp-report). */
  readonly receiveCspReport?: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
  /** Where the shell's server writes its structured log lines. */
  readonly log: Logger;
  /** GET /healthz and /readyz (readiness.ts); absent, they are pages like any unknown path. */
  readonly readiness?: Serve;
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

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Readonly<Record<string, string>>) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, {
    ...baseHeaders,
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

/**
 * Every request the shell's server answers: /mf/<name>/ to that remote's configured origin,
 * /api/ to the email service, /remotes.json, pages and the shell's files. The target is parsed
 * once; a bad one is a 400. What a handler throws is answered by the guard around it
 * (site-server.ts), like every server of the site.
 */
export function createShellHandler({
  config,
  remotes = () => remotesStateOf(config),
  servePage,
  serveFile,
  seoFile,
  headers,
  timeouts = { remoteMs: config.remoteForwardTimeoutMs, apiMs: config.apiTimeoutMs },
  log,
  readiness,
  receiveCspReport = createCspReports({ log }),
}: ShellHandlerDeps): (request: IncomingMessage, response: ServerResponse) => Promise<void> | void {
  const trust = trustedProxies(config.trustedProxies);
  const remoteUpstream: Omit<Upstream, 'origin'> = {
    requestHeaders: fileRequestHeaders,
    timeoutMs: timeouts.remoteMs,
    trust,
    fail: (response, status) => sendText(response, status, 'The site could not reach this file.', headers),
  };
  const apiUpstream: Upstream = {
    origin: config.apiOrigin,
    requestHeaders: apiRequestHeaders,
    timeoutMs: timeouts.apiMs,
    trust,
    fail: (response, status) =>
      sendJson(response, status, { success: false, error: emailMessages.sendFailed } satisfies EmailResponse, {
        ...headers,
        'Retry-After': apiRetryAfterSeconds[status],
      }),
  };

  function route(request: IncomingMessage, response: ServerResponse): Promise<void> | void {
    const target = parseRequestTarget(request.url);
    if (!target) return sendText(response, 400, 'Bad request', headers);
    const { pathname } = target;
    const remote = /^\/mf\/([^/]+)(\/.*)$/.exec(pathname);
    if (remote) {
      const name = remoteNamed(remote[1]);
      if (!name) return sendText(response, 404, 'Not found', headers);
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return sendText(response, 405, 'Method not allowed', { ...headers, Allow: 'GET, HEAD' });
      }
      // The origin as the remotes are now: a remotes file that moves a remote moves this too.
      const upstream = { ...remoteUpstream, origin: remotes().origins[name] };
      return forward(request, response, upstream, { pathname: remote[2] ?? '/', search: target.search });
    }
    if (pathname.startsWith('/api/')) return forward(request, response, apiUpstream, target);
    if (pathname === cspReportPath) return receiveCspReport(request, response);
    if (readiness && (pathname === '/healthz' || pathname === '/readyz')) return readiness(request, response, pathname);
    if (pathname === '/remotes.json') {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return sendText(response, 405, 'Method not allowed', { ...headers, Allow: 'GET, HEAD' });
      }
      return sendJson(response, 200, remotes().remotes, headers);
    }
    if (pathname === '/robots.txt' || pathname === '/sitemap.xml') {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return sendText(response, 405, 'Method not allowed', { ...headers, Allow: 'GET, HEAD' });
      }
      return seoFile(pathname).then((text) =>
        sendBody(request, response, {
          body: Buffer.from(text),
          type: seoFileTypes[pathname],
          cacheControl: 'public, max-age=3600',
          headers,
        }),
      );
    }
    // A path without a file extension is a page of the site (its routes are the shell's).
    if ((request.method === 'GET' || request.method === 'HEAD') && path.posix.extname(pathname) === '') {
      return servePage(request, response, pathname);
    }
    return serveFile(request, response, pathname);
  }

  return function handleShellRequest(request, response) {
    // Set before routing, so every answer carries them, whichever part writes it.
    for (const [name, value] of Object.entries({ ...baseHeaders, ...headers })) response.setHeader(name, value);
    return route(request, response);
  };
}
