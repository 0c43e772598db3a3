import { ServiceError } from '../errors';
import type { AppMiddleware } from '../types';
import type { TokenBucketLimiter } from './token-bucket';

/** Per client address (`ctx.ip`: X-Forwarded-For counts only from TRUSTED_PROXIES, see requestContext). */
export function rateLimit(limiter: TokenBucketLimiter): AppMiddleware {
  return async function rateLimit(ctx, next) {
    let verdict;
    try {
      verdict = await limiter.take(ctx.ip);
    } catch (error) {
      // The store the allowances live in cannot be reached: nothing could be stored either.
      throw new ServiceError('storeUnavailable', undefined, { cause: error });
    }
    if (!verdict.allowed) {
      ctx.set('Retry-After', String(Math.ceil(verdict.retryAfterMs / 1000)));
      throw new ServiceError('rateLimited');
    }
    await next();
  };
}
