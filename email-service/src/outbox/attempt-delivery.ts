import type { AppConfig } from '../config';
import type { Logger } from '../logger';
import { composeConfirmation } from '../mail/compose-confirmation';
import { composeMail } from '../mail/compose-mail';
import type { Mailer } from '../mail/mailer';
import { retryDelayMs, type RetryPolicy } from './backoff';
import { classifyFailure, describeFailure, loggedFailure } from './classify-failure';
import type { OutboxEntry } from './outbox-entry';
import type { OutboxQueue } from './outbox-queue';

export interface DeliveryDeps {
  readonly queue: OutboxQueue;
  readonly mailer: Mailer;
  readonly logger: Logger;
  readonly config: Pick<AppConfig, 'contactInbox' | 'mailFrom' | 'confirmations'>;
  readonly retry: RetryPolicy;
  readonly random?: () => number;
}

/** The mail an entry stands for: the submission to the inbox, or the confirmation to its sender. */
export function mailOf(entry: OutboxEntry, config: DeliveryDeps['config']) {
  return entry.kind === 'confirmation'
    ? composeConfirmation(entry.request, {
        from: config.confirmations.from,
        replyTo: config.contactInbox,
        messageId: entry.id,
        reference: entry.reference,
      })
    : composeMail(entry.request, entry.resume, {
        inbox: config.contactInbox,
        from: config.mailFrom,
        messageId: entry.id,
        reference: entry.reference,
      });
}

/**
 * One attempt at one claimed entry, `entry.attempts` counting this one, and its outcome recorded on
 * the claim. Temporary failures come back after an exponential, fully jittered delay; permanent
 * ones and entries out of attempts become dead letters, logged at error level and kept until retried.
 */
export async function attemptDelivery(entry: OutboxEntry, deps: DeliveryDeps): Promise<void> {
  const { queue, mailer, logger, retry } = deps;
  const facts = { messageId: entry.id, formType: entry.formType, kind: entry.kind, attempts: entry.attempts };
  let sent;
  try {
    sent = await mailer.send(mailOf(entry, deps.config));
  } catch (error) {
    const reason = describeFailure(error);
    const kind = classifyFailure(error);
    if (kind === 'permanent' || entry.attempts >= retry.maxAttempts) {
      logger.error(
        { ...facts, reason: loggedFailure(error), failure: kind },
        'dead letter: the mail was not delivered and needs `npm run outbox -- retry <id>`',
      );
      return queue.markDead(entry, reason);
    }
    const delayMs = retryDelayMs(entry.attempts, retry, deps.random);
    logger.warn({ ...facts, reason: loggedFailure(error), retryInMs: delayMs }, 'delivery deferred');
    return queue.scheduleRetry(entry, delayMs, reason);
  }
  logger.info(
    { ...facts, file: sent.file },
    sent.file ? `mail written to ${sent.file}` : 'mail accepted by the SMTP server',
  );
  return queue.markSent(entry);
}
