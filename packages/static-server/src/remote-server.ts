import type { Server } from 'node:http';
import Koa from 'koa';
import { errorsToGuard } from '@inklined/server-kit/guard';
import { createGuardedServer } from '@inklined/server-kit/http-server';
import type { Logger } from '@inklined/server-kit/log';
import { createStaticHandler } from './static-files';

/** A CDN or another origin may host the shell; a remote's files are public assets. */
const remoteHeaders = { 'Access-Control-Allow-Origin': '*' };

/**
 * One remote's production server: its build folder, readable from any origin, as a Koa app in the
 * site's one server frame (server-kit). A remote may as well be any static host (docs/deploy.md).
 */
export function createRemoteServer(dist: string, log: Logger): Server {
  const serve = createStaticHandler(dist, { headers: remoteHeaders });
  const app = new Koa();
  app.use(errorsToGuard());
  app.use(async function serveBuild(ctx) {
    await serve(ctx);
  });
  return createGuardedServer(app, { log, headers: remoteHeaders, requestTimeoutMs: 60_000 });
}
