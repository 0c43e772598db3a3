import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { clientAddress, type TrustedProxies } from '@inklined/server-kit/client-address';
import type { Logger } from '../logger';
import type { AppMiddleware, Lifecycle } from '../types';

/** An id from the proxy in front is kept only if it cannot smuggle anything into a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * Request id, the client's address (`ctx.ip`: X-Forwarded-For believed only from `trust`), a
 * per-request child logger and one access-log line per request (no bodies). While the service
 * drains, answers carry `Connection: close` so keep-alive clients reconnect elsewhere.
 */
export function requestContext(logger: Logger, lifecycle: Lifecycle, trust: TrustedProxies): AppMiddleware {
  return async function requestContext(ctx, next) {
    const started = performance.now();
    ctx.request.ip = clientAddress(ctx.req, trust);
    const incoming = ctx.get('X-Request-Id');
    const requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ reqId: requestId });
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      if (lifecycle.draining) ctx.set('Connection', 'close');
      const ms = Math.round((performance.now() - started) * 10) / 10;
      ctx.state.log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
    }
  };
}
