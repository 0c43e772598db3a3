import Router from '@koa/router';
import { VITALS_MAX_BYTES, VITALS_PATH } from '@inklined/contracts/vitals';
import { vitalsReportSchema } from '@inklined/contracts/vitals-schema';
import { ServiceError } from '../errors';
import { rateLimit } from '../middleware/rate-limit';
import { readJsonBody } from '../middleware/read-json-body';
import { refuseCrossSite } from '../middleware/refuse-cross-site';
import type { TokenBucketLimiter } from '../middleware/token-bucket';
import type { VitalsStore } from '../vitals/vitals-store';
import type { AppState } from '../types';

export interface VitalsDeps {
  readonly store: VitalsStore;
  /** Its own limiter: a visit sends one or two beacons, far fewer than a flood and unlike a form. */
  readonly limiter: TokenBucketLimiter;
  readonly allowedOrigins: readonly string[];
}

/**
 * POST /api/vitals: a page view's LCP, INP and CLS, sent by navigator.sendBeacon (as text/plain
 * or application/json; a beacon cannot choose freely). Answered 204 once stored; nothing about
 * the visitor is kept, not even the address the rate limit looked at.
 */
export function vitalsRouter({ store, limiter, allowedOrigins }: VitalsDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.post(VITALS_PATH, refuseCrossSite(allowedOrigins), rateLimit(limiter), async function storeVitals(ctx) {
    if (!ctx.is('application/json', 'text/plain')) throw new ServiceError('unsupportedMediaType');
    const parsed = vitalsReportSchema.safeParse(await readJsonBody(ctx.req, VITALS_MAX_BYTES));
    if (!parsed.success) throw new ServiceError('invalidField');
    await store.add(parsed.data);
    ctx.status = 204;
  });
  return router;
}
