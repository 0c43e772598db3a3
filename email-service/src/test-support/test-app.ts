import { Writable } from 'node:stream';
import type { EmailRequest } from '@inklined/contracts/email';
import { createApp, type AppDeps } from '../app';
import type { AppConfig } from '../config';
import { createLogger, type Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { createSmtpMailer } from '../mail/smtp-mailer';

export const INBOX = 'inbox@criticallyinklined.test';
export const SITE_ORIGIN = 'http://127.0.0.1:3000';

export const testConfig: AppConfig = {
  contactInbox: INBOX,
  mailFrom: { name: 'Critically Inklined website', address: 'no-reply@criticallyinklined.test' },
  allowedOrigins: [SITE_ORIGIN],
  rateLimit: { max: 1000, windowMs: 60_000 },
  trustProxyHops: 0,
  uploadConcurrency: 4,
};

/** A logger whose lines a test can read (pino writes one JSON object per line). */
export function capturingLogger(): { logger: Logger; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  const lines = () =>
    chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger: createLogger('info', destination), lines };
}

export function testApp(mailer: Mailer, overrides: Partial<AppConfig> = {}, deps: Partial<AppDeps> = {}) {
  return createApp({ config: { ...testConfig, ...overrides }, mailer, logger: createLogger('silent'), ...deps });
}

/** SMTP to a test sink, with short time-outs so a failure test ends quickly. */
export const testSmtpMailer = (url: string) =>
  createSmtpMailer(url, { timeouts: { connectionTimeout: 2000, greetingTimeout: 2000, socketTimeout: 5000 } });

/** One valid payload per form type, the way the forms build them. */
export const payloads = {
  contactPopup: {
    to_email: 'contact@criticallyinklined.com',
    subject: 'New enquiry: thesis',
    message: 'I need help with my thesis.',
    from_name: 'Asha Rao',
    from_email: 'asha@example.com',
    phone: '+91 98110 45672',
    service: 'thesis',
    formType: 'contactPopup',
  },
  expert: {
    to_email: 'contact@criticallyinklined.com',
    subject: 'Expert consultation request',
    message: 'Please review my research article.',
    from_name: 'Ravi Kumar',
    from_email: 'ravi@example.com',
    phone: '+919811045672',
    industry: 'healthcare',
    formType: 'expert',
  },
  contact: {
    to_email: 'contact@criticallyinklined.com',
    subject: 'Contact page message',
    message: 'Do you offer referencing checks?',
    from_name: 'Meera Shah',
    from_email: 'meera@example.com',
    formType: 'contact',
  },
  jobApplication: {
    to_email: 'contact@criticallyinklined.com',
    subject: 'Job application: Medical Writing Specialist',
    message: 'Application for Medical Writing Specialist',
    from_name: 'Jane Doe',
    from_email: 'jane@example.com',
    phone: '+91 99580 31264',
    experience: '3-5 years',
    cover_letter: 'I have written for medical journals\nfor five years.',
    resume: 'Attached',
    role_title: 'Medical Writing Specialist',
    formType: 'jobApplication',
  },
} satisfies Record<string, EmailRequest>;
