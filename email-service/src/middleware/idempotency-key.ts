import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@inklined/contracts/email';
import { ServiceError } from '../errors';
import type { AppMiddleware } from '../types';

/**
 * Reads the optional Idempotency-Key (IETF draft-ietf-httpapi-idempotency-key-header): a key that
 * is still being received (its body uploading, say) answers 409, so two copies of one submission
 * never race to the outbox; the outbox itself answers a finished key (repeat or 422). The set
 * holds only keys of requests in flight, so it is bounded by the open requests.
 */
export function idempotencyKey(): AppMiddleware {
  const inFlight = new Set<string>();
  return async function idempotencyKey(ctx, next) {
    const key = ctx.get(IDEMPOTENCY_KEY_HEADER);
    if (key === '') return next();
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new ServiceError('idempotencyKeyInvalid');
    if (inFlight.has(key)) {
      ctx.set('Retry-After', '1');
      throw new ServiceError('idempotencyInProgress');
    }
    inFlight.add(key);
    ctx.state.idempotencyKey = key;
    try {
      await next();
    } finally {
      inFlight.delete(key);
    }
  };
}
