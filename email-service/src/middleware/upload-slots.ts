import { ServiceError } from '../errors';
import type { AppMiddleware } from '../types';

/** Seconds a refused client is asked to wait; uploads finish (or time out) well within it. */
export const UPLOAD_RETRY_AFTER_SECONDS = 5;

/**
 * Per-request limits cap one upload at 5 MB; this caps them all together. Each multipart upload
 * holds its bytes in memory until it is stored, so at most `max` run at once; the next one is
 * answered 503 with Retry-After before a byte of its body is buffered (Node discards the rest of
 * it). JSON submissions are small and not counted.
 */
export function uploadSlots(max: number): AppMiddleware {
  let active = 0;
  return async function uploadSlots(ctx, next) {
    if (!ctx.is('multipart/form-data')) return next();
    if (active >= max) {
      ctx.set('Retry-After', String(UPLOAD_RETRY_AFTER_SECONDS));
      throw new ServiceError('uploadsBusy');
    }
    active += 1;
    try {
      await next();
    } finally {
      active -= 1;
    }
  };
}
