import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import path from 'node:path';
import type { EmailResponse } from '@inklined/contracts/email';
import { emailMessages } from '@inklined/contracts/email-fields';
import { remoteNames } from '@inklined/contracts/remote-modules';
import type { RemotesConfig } from '@inklined/contracts/remotes-config';
import type { SiteConfig } from '@inklined/site-config/site-config';
import { parseRequestTarget } from '@inklined/static-server/request-target';
import { baseHeaders, sendBody, sendText } from '@inklined/static-server/send-body';
import { createCspReports } from './csp-reports';
import { forward, type Upstream } from './proxy';
import { cspReportPath } from './security-headers';
import { seoFileTypes, type SeoFileName } from './seo-files';

type Serve = (request: IncomingMessage, response: ServerResponse, pathname: string) => Promise<void>;

export interface ShellHandlerDeps {
  readonly config: SiteConfig;
  /** The remotes' configuration now (/remotes.json); the environment's if not given. */
  readonly remotes?: () => RemotesConfig;
  /** A page of the site, prerendered. */
  readonly servePage: Serve;
  /** A file of the shell's build. */
  readonly serveFile: Serve;
  /** /robots.txt and /sitemap.xml, written for the site's public origin. */
  readonly seoFile: (name: SeoFileName) => Promise<string>;
  /** Headers every answer of the shell carries. */
  readonly headers: Readonly<Record<string, string>>;
  /** How long the remotes' servers and the email service may take to answer. */
  readonly timeouts?: { readonly remoteMs: number; readonly apiMs: number };
  /** What browsers report the Content-Security-Policy blocked (POST /csp-report). */
  readonly receiveCspReport?: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
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

/** A remote's files are small and local; a submission may carry a 5 MB resume over a slow line. */
const defaultTimeouts = { remoteMs: 30_000, apiMs: 90_000 };

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
 * once; a bad one is a 400. A handler that fails answers 500 and logs; no request can stop the
 * server.
 */
export function createShellHandler({
  config,
  remotes = () => config.remotes,
  servePage,
  serveFile,
  seoFile,
  headers,
  timeouts = defaultTimeouts,
  receiveCspReport = createCspReports({ log: (line) => console.warn(line) }),
}: ShellHandlerDeps): RequestListener {
  const remoteUpstreams = new Map(
    remoteNames.map((name): [string, Upstream] => [
      name,
      {
        origin: config.remoteOrigins[name],
        requestHeaders: fileRequestHeaders,
        timeoutMs: timeouts.remoteMs,
        fail: (response, status) => sendText(response, status, 'The site could not reach this file.', headers),
      },
    ]),
  );
  const apiUpstream: Upstream = {
    origin: config.apiOrigin,
    requestHeaders: apiRequestHeaders,
    timeoutMs: timeouts.apiMs,
    fail: (response, status) =>
      sendJson(response, status, { success: false, error: emailMessages.sendFailed } satisfies EmailResponse, headers),
  };

  function route(request: IncomingMessage, response: ServerResponse): Promise<void> | void {
    const target = parseRequestTarget(request.url);
    if (!target) return sendText(response, 400, 'Bad request', headers);
    const { pathname } = target;
    const remote = /^\/mf\/([^/]+)(\/.*)$/.exec(pathname);
    if (remote) {
      const upstream = remoteUpstreams.get(remote[1] ?? '');
      if (!upstream) return sendText(response, 404, 'Not found', headers);
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return sendText(response, 405, 'Method not allowed', { ...headers, Allow: 'GET, HEAD' });
      }
      return forward(request, response, upstream, { pathname: remote[2] ?? '/', search: target.search });
    }
    if (pathname.startsWith('/api/')) return forward(request, response, apiUpstream, target);
    if (pathname === cspReportPath) return receiveCspReport(request, response);
    if (pathname === '/remotes.json') {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return sendText(response, 405, 'Method not allowed', { ...headers, Allow: 'GET, HEAD' });
      }
      return sendJson(response, 200, remotes(), headers);
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

  const failed = (request: IncomingMessage, response: ServerResponse, error: unknown) => {
    console.error(`${request.method} ${JSON.stringify(request.url?.slice(0, 200))} failed:`, error);
    sendText(response, 500, 'Internal error', headers);
  };

  return function handleShellRequest(request, response) {
    // Set before routing, so every answer carries them, whichever part writes it.
    for (const [name, value] of Object.entries({ ...baseHeaders, ...headers })) response.setHeader(name, value);
    try {
      const answered = route(request, response);
      if (answered) answered.catch((error: unknown) => failed(request, response, error));
    } catch (error) {
      failed(request, response, error);
    }
  };
}
