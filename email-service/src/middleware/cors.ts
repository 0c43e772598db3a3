import cors from '@koa/cors';
import { IDEMPOTENCY_KEY_HEADER } from '@inklined/contracts/email';
import type { AppMiddleware } from '../types';

/**
 * @koa/cors allows every origin by default; only the site's own origins get CORS headers here.
 * Other origins get none, so browsers keep their pages from reading the answers.
 */
export function corsAllowList(origins: readonly string[]): AppMiddleware {
  const allowed = new Set(origins);
  return cors({
    origin: (ctx) => {
      const origin = ctx.get('Origin');
      return allowed.has(origin) ? origin : '';
    },
    allowMethods: ['GET', 'POST'],
    // Idempotency-Key is not a CORS-safelisted header: without it here a form on another allowed
    // origin could not send its key at all (the preflight would fail).
    allowHeaders: ['Content-Type', 'X-Request-Id', IDEMPOTENCY_KEY_HEADER],
    exposeHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
}
