import type { ServerConfig } from '../config';
import { createEmlMailer } from './eml-mailer';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set; otherwise the worker writes .eml files to MAIL_DIR, so `npm start` needs no account. */
export function createMailer(
  config: Pick<ServerConfig, 'smtpUrl' | 'mailDir' | 'smtpAllowInsecureAuth' | 'outbox' | 'dkim'>,
): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, {
        allowInsecureAuth: config.smtpAllowInsecureAuth,
        maxConnections: config.outbox.concurrency,
        dkim: config.dkim,
      })
    : createEmlMailer(config.mailDir, config.dkim);
}
