import type { EmailResponse } from '@inklined/contracts/email';
import { errorCodes, ServiceError, type ErrorCode } from '../errors';
import type { AppContext, AppMiddleware } from '../types';

function respond(ctx: AppContext, code: ErrorCode, message: string = errorCodes[code].message): void {
  const entry: { status: number; retryAfterSeconds?: number } = errorCodes[code];
  ctx.status = entry.status;
  // A refusal that passes (busy, store unavailable) says when to come back.
  if (entry.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(entry.retryAfterSeconds));
  ctx.body = { success: false, error: message } satisfies EmailResponse;
}

/**
 * The one place errors become answers: a ServiceError gives its code's status and text, anything
 * else a 500 with the spec's text. The cause and stack go to the log, never to the client.
 */
export function errorHandler(): AppMiddleware {
  return async function errorHandler(ctx, next) {
    try {
      await next();
      if (ctx.body === undefined && ctx.status === 404) respond(ctx, 'notFound');
      else if (ctx.body === undefined && ctx.status === 405) respond(ctx, 'methodNotAllowed');
    } catch (error) {
      if (error instanceof ServiceError) {
        // A 4xx cause (a JSON parser message, say) can quote the visitor's input: only 5xx causes are logged.
        if (error.code === 'uploadsBusy' || error.code === 'uploadTooSlow') {
          ctx.state.log.warn({ code: error.code }, 'request refused: upload slots');
        } else if (error.status >= 500) ctx.state.log.error({ code: error.code, err: error.cause }, 'request failed');
        else ctx.state.log.info({ code: error.code, error: error.publicMessage }, 'request refused');
        respond(ctx, error.code, error.publicMessage);
      } else {
        ctx.state.log.error({ err: error }, 'unexpected error');
        respond(ctx, 'unexpected');
      }
    }
  };
}
