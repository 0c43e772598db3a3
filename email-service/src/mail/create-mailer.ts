import type { ServerConfig } from '../config';
import { createEmlMailer } from './eml-mailer';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set; otherwise .eml files in MAIL_DIR, so `npm start` needs no account. */
export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'mailDir' | 'smtpAllowInsecureAuth'>): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, { allowInsecureAuth: config.smtpAllowInsecureAuth })
    : createEmlMailer(config.mailDir);
}
