import type { DkimConfig } from '../config';
import nodemailer from 'nodemailer';
import { sandbox, type Mailer, type TransportStatus } from './mailer';

/**
 * nodemailer waits up to 2 min to connect and 10 min on a silent socket by default. The outbox
 * worker retries, so a dead server is given up within seconds; the socket waits a minute, as a
 * server may take its time after DATA, and giving up there would send the mail twice.
 */
export const smtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 60_000,
  dnsTimeout: 10_000,
};

export interface SmtpMailerOptions {
  readonly timeouts?: Partial<typeof smtpTimeouts>;
  /** How long a reachability check is reused, so /readyz probes do not each open an SMTP session. */
  readonly statusTtlMs?: number;
  /** /readyz answers within this time even when the SMTP server is silent. */
  readonly statusTimeoutMs?: number;
  /** SMTP_ALLOW_INSECURE_AUTH: smtp:// may send credentials without STARTTLS. */
  readonly allowInsecureAuth?: boolean;
  /** Connections kept open to the server (the worker's concurrency). */
  readonly maxConnections?: number;
  /** Every mail signed for this domain (DKIM_*), so that confirmations reach inboxes. */
  readonly dkim?: DkimConfig;
}

/**
 * With smtp:// nodemailer upgrades to TLS only if the server offers STARTTLS, so anyone on the path
 * who strips that offer reads the password. With credentials in the URL, TLS is required unless
 * the configuration says otherwise in so many words; smtps:// is TLS from the first byte.
 */
export function mustRequireTls(url: string, allowInsecureAuth = false): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'smtp:' && (parsed.username !== '' || parsed.password !== '') && !allowInsecureAuth;
}

export function createSmtpMailer(url: string, options: SmtpMailerOptions = {}): Mailer {
  const { statusTtlMs = 10_000, statusTimeoutMs = 2_000 } = options;
  // Pooled, so a queue of mail reuses a few connections; maxRequeues 0 because retrying is the
  // outbox's job (nodemailer would otherwise resend a message after a dropped connection itself).
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: options.maxConnections ?? 2,
    maxMessages: 100,
    maxRequeues: 0,
    ...smtpTimeouts,
    ...options.timeouts,
    ...sandbox,
    ...(mustRequireTls(url, options.allowInsecureAuth) ? { requireTLS: true } : {}),
    ...(options.dkim ? { dkim: { ...options.dkim } } : {}),
  });

  let lastCheck: { readonly at: number; readonly result: Promise<TransportStatus> } | undefined;

  async function checkReachable(): Promise<TransportStatus> {
    let timer: NodeJS.Timeout | undefined;
    const silence = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), statusTimeoutMs);
    });
    const answered = await Promise.race([transporter.verify().catch(() => false), silence]);
    clearTimeout(timer);
    return { transport: 'smtp', usable: true, smtp: answered ? 'reachable' : 'unreachable' };
  }

  return {
    kind: 'smtp',
    async send(message) {
      const info = await transporter.sendMail(message);
      return { messageId: info.messageId };
    },
    status() {
      const now = Date.now();
      if (!lastCheck || now - lastCheck.at > statusTtlMs) lastCheck = { at: now, result: checkReachable() };
      return lastCheck.result;
    },
    // The receiving server has the mail now; nothing of it stays here.
    forgetOlderThan: async () => 0,
    close() {
      transporter.close();
    },
  };
}
