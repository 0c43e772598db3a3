import Router from '@koa/router';
import { SEND_EMAIL_PATH, type EmailResponse } from '@inklined/contracts/email';
import type { AppConfig } from '../config';
import { ServiceError } from '../errors';
import { createMessageId } from '../mail/message-id';
import { honeypot } from '../middleware/honeypot';
import { idempotencyKey } from '../middleware/idempotency-key';
import { parseSubmission } from '../middleware/parse-submission';
import { rateLimit } from '../middleware/rate-limit';
import { refuseCrossSite } from '../middleware/refuse-cross-site';
import type { TokenBucketLimiter } from '../middleware/token-bucket';
import { uploadSlots } from '../middleware/upload-slots';
import { validateSubmission } from '../middleware/validate-submission';
import { fingerprint } from '../outbox/fingerprint';
import type { PlannedConfirmation } from '../outbox/outbox-entry';
import type { Outbox } from '../outbox/outbox';
import { confirmationFacts } from '../mail/confirmation-facts';
import type { AppMiddleware, AppState, Submission } from '../types';

export interface SendEmailDeps {
  readonly config: AppConfig;
  readonly store: Outbox;
  readonly limiter: TokenBucketLimiter;
  /** Called after a new submission is stored (the worker looks at once instead of at its next poll). */
  readonly onStored: () => void;
}

/**
 * Answers 200 only once the submission, resume included, is committed to the outbox on disk
 * (docs/decisions/0012); the worker delivers it. `messageId` is the outbox id, which is also the
 * mail's Message-ID; `reference` is what the visitor quotes. A repeat of an Idempotency-Key gets
 * the first answer.
 */
function queueSubmission({ config, store, onStored }: SendEmailDeps, newMessageId: () => string): AppMiddleware {
  return async function queueSubmission(ctx) {
    const submission = ctx.state.submission;
    if (!submission) throw new Error('queueSubmission needs validateSubmission before it');
    // The visitor (or the shell's proxy, after its time-out) has gone and was told nothing or an
    // error: storing now would deliver a submission they believe failed, and they will send again.
    if (ctx.res.destroyed || ctx.req.socket.destroyed) {
      ctx.state.log.warn(
        { formType: submission.request.formType },
        'client gone before the submission was stored: not stored',
      );
      return;
    }
    let result;
    try {
      result = await store.enqueue({
        id: newMessageId(),
        request: submission.request,
        resume: submission.resume,
        idempotencyKey: ctx.state.idempotencyKey,
        fingerprint: fingerprint(submission),
        confirmation: plannedConfirmation(config, submission, newMessageId),
      });
    } catch (error) {
      throw new ServiceError('storeUnavailable', undefined, { cause: error });
    }
    if (result.outcome === 'keyReused') throw new ServiceError('idempotencyKeyReused');
    if (result.outcome === 'full') {
      ctx.state.log.error({ reason: result.reason }, 'outbox full: submission refused; is the mail server reachable?');
      throw new ServiceError('outboxFull');
    }
    if (result.outcome === 'storeUnavailable') {
      ctx.state.log.fatal(
        { reason: result.reason },
        'outbox store unusable: submissions are refused until it is restored and the service restarted',
      );
      throw new ServiceError('storeUnavailable');
    }
    const facts = {
      formType: submission.request.formType,
      messageId: result.id,
      reference: result.reference,
      resumeBytes: submission.resume?.content.length,
    };
    if (result.outcome === 'stored') {
      ctx.state.log.info({ ...facts, confirmationId: result.confirmationId }, 'submission stored in the outbox');
      onStored();
    } else {
      ctx.state.log.info(facts, 'repeated submission: answered with the first answer');
    }
    ctx.body = { success: true, messageId: result.id, reference: result.reference } satisfies EmailResponse;
  };
}

/**
 * The confirmation this submission asks for, if its form sends one and the visitor gave an
 * address; the store drops it when the address had one within the window.
 */
function plannedConfirmation(
  config: AppConfig,
  submission: Submission,
  newMessageId: () => string,
): PlannedConfirmation | undefined {
  const { request } = submission;
  if (!request.from_email || !config.confirmations.forms.includes(request.formType)) return undefined;
  return {
    id: newMessageId(),
    recipient: request.from_email,
    request: confirmationFacts(request),
    windowMs: config.confirmations.windowMs,
  };
}

export function sendEmailRouter(deps: SendEmailDeps): Router<AppState> {
  const domain = deps.config.mailFrom.address.split('@')[1] ?? 'localhost';
  const newMessageId = () => createMessageId(domain);
  const router = new Router<AppState>();
  router.post(
    SEND_EMAIL_PATH,
    refuseCrossSite(deps.config.allowedOrigins),
    rateLimit(deps.limiter),
    idempotencyKey(),
    uploadSlots(deps.config.uploads),
    parseSubmission(),
    honeypot(newMessageId),
    validateSubmission(),
    queueSubmission(deps, newMessageId),
  );
  return router;
}
