import type { SendMailOptions } from 'nodemailer';

export interface SentMail {
  readonly messageId: string;
  /** Where the .eml transport wrote the message. */
  readonly file?: string;
}

export interface TransportStatus {
  readonly transport: 'smtp' | 'eml';
  /** Whether a submission could be taken now (the mail folder is writable; SMTP is configured). */
  readonly usable: boolean;
  /** Reported, not required: the outbox holds the mail through an SMTP outage. */
  readonly smtp?: 'reachable' | 'unreachable';
}

/** The one interface the routes know; SMTP and .eml files are its two implementations. */
export interface Mailer {
  readonly kind: TransportStatus['transport'];
  /** Resolves once the message is accepted (SMTP 250) or written; rejects with the transport's own error. */
  send(message: SendMailOptions): Promise<SentMail>;
  status(): Promise<TransportStatus>;
  /**
   * Deletes what the transport itself kept of messages sent before `time` (ms since the epoch):
   * the .eml files; SMTP keeps nothing. Resolves to how many it deleted.
   */
  forgetOlderThan(time: number): Promise<number>;
  close(): void;
}

/**
 * Forced onto every message by the transport: mail built from visitor input must never make
 * nodemailer read a local file or fetch a URL (nodemailer docs, "disableFileAccess").
 */
export const sandbox = { disableFileAccess: true, disableUrlAccess: true } as const;
