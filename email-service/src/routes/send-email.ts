import Router from '@koa/router';
import { SEND_EMAIL_PATH, type EmailResponse } from '@inklined/contracts/email';
import type { AppConfig } from '../config';
import { composeMail } from '../mail/compose-mail';
import type { Mailer } from '../mail/mailer';
import { createMessageId } from '../mail/message-id';
import { honeypot } from '../middleware/honeypot';
import { parseSubmission } from '../middleware/parse-submission';
import { rateLimit } from '../middleware/rate-limit';
import { refuseCrossSite } from '../middleware/refuse-cross-site';
import type { TokenBucketLimiter } from '../middleware/token-bucket';
import { uploadSlots } from '../middleware/upload-slots';
import { validateSubmission } from '../middleware/validate-submission';
import type { AppMiddleware, AppState } from '../types';

export interface SendEmailDeps {
  readonly config: AppConfig;
  readonly mailer: Mailer;
  readonly limiter: TokenBucketLimiter;
}

/**
 * Answers 200 only once the SMTP server has accepted the mail (or the .eml file is on disk), so a
 * visitor who sees "Thank you" can trust that the message exists (docs/decisions/0010).
 */
function sendEmail({ config, mailer }: SendEmailDeps, newMessageId: () => string): AppMiddleware {
  return async function sendEmail(ctx) {
    const submission = ctx.state.submission;
    if (!submission) throw new Error('sendEmail needs validateSubmission before it');
    const mail = composeMail(submission.request, submission.resume, {
      inbox: config.contactInbox,
      from: config.mailFrom,
      messageId: newMessageId(),
    });
    const sent = await mailer.send(mail);
    ctx.state.log.info(
      {
        formType: submission.request.formType,
        messageId: sent.messageId,
        resumeBytes: submission.resume?.content.length,
        file: sent.file,
      },
      sent.file ? `mail written to ${sent.file}` : 'mail accepted by the SMTP server',
    );
    ctx.body = { success: true, messageId: sent.messageId } satisfies EmailResponse;
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
    uploadSlots(deps.config.uploadConcurrency),
    parseSubmission(),
    honeypot(newMessageId),
    validateSubmission(),
    sendEmail(deps, newMessageId),
  );
  return router;
}
