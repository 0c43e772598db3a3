import Koa from 'koa';
import type { AppConfig } from './config';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { Outbox } from './outbox/outbox';
import { trustedProxies } from '@inklined/server-kit/client-address';
import { corsAllowList } from './middleware/cors';
import { errorHandler } from './middleware/error-handler';
import { requestContext } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import type { TokenBucketLimiter } from './middleware/token-bucket';
import { metricsRouter } from './routes/metrics';
import { healthRouter } from './routes/health';
import { sendEmailRouter } from './routes/send-email';
import { vitalsRouter } from './routes/vitals';
import type { VitalsStore } from './vitals/vitals-store';
import type { AppState, Lifecycle } from './types';

export interface AppDeps {
  readonly config: AppConfig;
  /** Only its status is read here (/readyz); the outbox worker sends. */
  readonly mailer: Mailer;
  readonly store: Outbox;
  /** A new submission is stored: server.ts wakes the worker. */
  readonly onStored?: () => void;
  readonly logger: Logger;
  readonly lifecycle?: Lifecycle;
  /** Where real visits' measurements go (POST /api/vitals); without it the route is absent. */
  readonly vitals?: VitalsStore;
  /** The allowances of the forms and of the vitals beacon, kept in the store. */
  readonly limiters: { readonly forms: TokenBucketLimiter; readonly vitals: TokenBucketLimiter };
}

/** The whole HTTP surface, without listening: server.ts listens, tests call `app.callback()`. */
export function createApp({
  config,
  mailer,
  store,
  onStored = () => undefined,
  logger,
  lifecycle = { draining: false },
  vitals,
  limiters,
}: AppDeps): Koa<AppState> {
  const app = new Koa<AppState>();
  // Koa's own X-Forwarded-For reading (app.proxy) stays off: it trusts any peer. The client's
  // address comes from requestContext, from the configured proxies only.
  app.on('error', (error: unknown) => logger.error({ err: error }, 'koa error'));

  const routers = [
    healthRouter(mailer, lifecycle, store),
    metricsRouter(store),
    sendEmailRouter({ config, store, limiter: limiters.forms, onStored }),
  ];
  if (vitals) {
    routers.push(vitalsRouter({ store: vitals, limiter: limiters.vitals, allowedOrigins: config.allowedOrigins }));
  }

  app.use(securityHeaders());
  app.use(requestContext(logger, lifecycle, trustedProxies(config.trustedProxies)));
  app.use(errorHandler());
  app.use(corsAllowList(config.allowedOrigins));
  for (const router of routers) app.use(router.routes()).use(router.allowedMethods());
  return app;
}
