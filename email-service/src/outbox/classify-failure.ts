import { errorCode } from '../errors';

export type FailureKind = 'temporary' | 'permanent';

function responseCode(error: unknown): number | undefined {
  const code =
    typeof error === 'object' && error !== null ? (error as { responseCode?: unknown }).responseCode : undefined;
  return typeof code === 'number' ? code : undefined;
}

/**
 * Whether another attempt can succeed. An SMTP 5xx reply is the server's final word (RFC 5321
 * 4.2.1): dead-letter at once, a wrong password (535) included, so the operator hears of it from
 * the error log and re-sends with `npm run outbox -- retry` once fixed. A 4xx, a refused or
 * dropped connection, a time-out, a TLS failure, a full disk for the .eml files are temporary.
 */
export function classifyFailure(error: unknown): FailureKind {
  const reply = responseCode(error);
  if (reply !== undefined) return reply >= 500 && reply < 600 ? 'permanent' : 'temporary';
  // EMESSAGE without a reply code: nodemailer refused to build the message, which will not change.
  return errorCode(error) === 'EMESSAGE' ? 'permanent' : 'temporary';
}

/** One line for the log and the outbox's last_error: the server's reply or the error's code and text. */
export function describeFailure(error: unknown): string {
  const code = errorCode(error);
  const reply = responseCode(error);
  const message = error instanceof Error ? error.message : String(error);
  return [code, reply, message.replace(/\s+/g, ' ').slice(0, 500)].filter((part) => part !== undefined).join(' ');
}

/** An address written in a text, as `[address]`. */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+/g, '[address]');
}

/**
 * A failure as the log may hold it. A server's reply is its own free text, which may echo the
 * recipient (for a confirmation, the visitor), the subject or a line of the message: only its codes
 * are logged, the basic and the enhanced (RFC 3463), and the outbox keeps the whole reply for the
 * owners (`npm run outbox -- list`). A failure with no reply (the network, TLS, this machine's
 * disk) is logged as its text, with any address in it replaced.
 */
export function loggedFailure(error: unknown): string {
  const reply = responseCode(error);
  if (reply === undefined) return withoutAddresses(describeFailure(error));
  const message = error instanceof Error ? error.message : '';
  const enhanced = /\b[245]\.\d{1,3}\.\d{1,3}\b/.exec(message)?.[0];
  return [errorCode(error), reply, enhanced].filter((part) => part !== undefined).join(' ');
}
