import type { Server } from 'node:http';
import type { RemoteModuleId } from '@inklined/contracts/remote-modules';
import { createGuardedServer } from '@inklined/server-kit/http-server';
import { createLogger, type Logger } from '@inklined/server-kit/log';
import type { SiteConfig } from '@inklined/site-config/site-config';
import { createStaticHandler } from '@inklined/static-server/static-files';
import { createPrerenderedPages } from './prerendered-pages';
import { createReadiness } from './readiness';
import { remotesStateOf, type RemotesState } from './remotes-state';
import { remoteOrigins, siteHeaders } from './security-headers';
import { createSeoFiles } from './seo-files';
import { createShellApp } from './shell-app';
import { siteEditor } from './editor/site-editor';

export interface SiteServerOptions {
  readonly config: SiteConfig;
  /** The remotes' releases now (shell/server/live-remotes.ts): the environment's if not given. */
  readonly remotes?: () => RemotesState;
  /** The shell's build (federated or standalone): index.html, the browser files, ssr/render-page.js. */
  readonly dist: string;
  /** Where the prerender gets the remotes' modules. */
  readonly loadRemoteModule: (id: RemoteModuleId) => Promise<unknown>;
  /** The files the browser will need for the remote modules a page rendered (federated build only). */
  readonly preloadsFor?: (ids: readonly RemoteModuleId[]) => Promise<readonly string[]>;
  readonly log?: Logger;
}

/** The site's HTTP server (not yet listening): pages prerendered, files, /remotes.json, /mf/ and /api/. */
export function createSiteServer({
  config,
  remotes = () => remotesStateOf(config),
  dist,
  loadRemoteModule,
  preloadsFor,
  log = createLogger('shell'),
}: SiteServerOptions): Server {
  const headers = siteHeaders(config.publicOrigin);
  const handler = createShellApp({
    config,
    log,
    readiness: createReadiness({
      upstreams: () => ({ remotes: remotes().origins, api: config.apiOrigin }),
      statusFile: config.supervisorStatusFile,
    }),
    remotes,
    headers,
    editor: config.editor && siteEditor(config, config.editor, remotes),
    seoFile: createSeoFiles(
      config.publicOrigin,
      () => loadRemoteModule('careers/RoleIndex'),
      () => loadRemoteModule('marketing/PostIndex'),
    ),
    // The server bundle is for this process, not for browsers.
    serveFile: createStaticHandler(dist, { headers, exclude: ['ssr', 'index.html'] }),
    servePage: createPrerenderedPages({
      shellDist: dist,
      headers,
      remoteSources: () => remoteOrigins(remotes().remotes, config.publicOrigin),
      generation: () => remotes().generation,
      maxAgeMs: config.prerender.maxAgeMs,
      failureMaxAgeMs: config.prerender.failureMaxAgeMs,
      loadRemoteModule,
      preloadsFor,
      // The page carries the remotes' locations: the browser needs no /remotes.json round trip.
      remotesConfig: () => remotes().remotes,
      publicOrigin: config.publicOrigin,
      log,
    }),
  });
  // The one guard: whatever any part of the handling throws or rejects is an answer and a log line.
  // A whole request (a 5 MB upload forwarded to the email service) within 2 min.
  return createGuardedServer(handler, { log, headers, requestTimeoutMs: 120_000 });
}

/** Listens where the configuration says and reports it, or exits with the reason. */
export function listen(server: Server, config: SiteConfig, name: string): void {
  server.listen(config.ports.shell, config.host, () => {
    console.log(`${name}: http://${config.host}:${config.ports.shell}`);
  });
}
