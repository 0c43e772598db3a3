import { HONEYPOT_FIELD, type EmailResponse } from '@inklined/contracts/email';
import { newReference } from '../outbox/reference';
import type { AppMiddleware } from '../types';

function isFilled(fields: unknown): boolean {
  if (typeof fields !== 'object' || fields === null) return false;
  const value: unknown = (fields as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== '';
}

/**
 * A bot that filled the hidden field gets the same answer as a person (OWASP: drop silently, do
 * not teach the bot), and nothing is sent.
 */
export function honeypot(newMessageId: () => string): AppMiddleware {
  return async function honeypot(ctx, next) {
    if (!isFilled(ctx.state.raw?.fields)) return next();
    ctx.state.log.info({ honeypot: true }, 'honeypot field filled: submission dropped');
    ctx.body = { success: true, messageId: newMessageId(), reference: newReference() } satisfies EmailResponse;
  };
}
