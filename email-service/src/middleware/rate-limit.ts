import { ServiceError } from '../errors';
import type { AppMiddleware } from '../types';
import type { RateLimiter } from './rate-limiter';

/** Per client address (`ctx.ip`: X-Forwarded-For counts only from TRUSTED_PROXIES, see requestContext). */
export function rateLimit(limiter: RateLimiter): AppMiddleware {
  return async function rateLimit(ctx, next) {
    const verdict = await limiter.take(ctx.ip);
    if (!verdict.allowed) {
      ctx.set('Retry-After', String(Math.ceil(verdict.retryAfterMs / 1000)));
      throw new ServiceError('rateLimited');
    }
    await next();
  };
}
