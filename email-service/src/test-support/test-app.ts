import { Writable } from 'node:stream';
import type { EmailRequest } from '@inklined/contracts/email';
import type Koa from 'koa';
import { createApp, type AppDeps } from '../app';
import type { AppConfig, OutboxConfig, VitalsConfig } from '../config';
import { createLogger, type Logger, type LogLevel } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { RetryPolicy } from '../outbox/backoff';
import { outboxService, type OutboxService } from '../outbox/create-outbox-service';
import { OutboxQueue } from '../outbox/outbox-queue';
import type { WorkerOptions } from '../outbox/worker';
import { openStore } from '../store/open-store';
import type { AppState } from '../types';

export const INBOX = 'inbox@criticallyinklined.test';
export const SITE_ORIGIN = 'http://127.0.0.1:3000';

export const testConfig: AppConfig = {
  contactInbox: INBOX,
  mailFrom: { name: 'Critically Inklined website', address: 'no-reply@criticallyinklined.test' },
  allowedOrigins: [SITE_ORIGIN],
  rateLimit: { max: 1000, windowMs: 60_000 },
  trustedProxies: [],
  uploads: { concurrency: 4, perClient: 2, minBytesPerSecond: 1024, rateWindowMs: 10_000 },
  // Off unless a test is about them: the sink then holds only the inbox's mail.
  confirmations: {
    forms: [],
    from: { name: 'Critically Inklined', address: 'hello@criticallyinklined.test' },
    windowMs: 24 * 60 * 60 * 1000,
  },
};

/** A logger whose lines a test can read (pino writes one JSON object per line), from `level` up. */
export function capturingLogger(level: LogLevel = 'info'): {
  logger: Logger;
  lines: () => Record<string, unknown>[];
  /** Every line as written. */
  text: () => string;
} {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  const text = () => chunks.join('');
  const lines = () =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger: createLogger(level, destination), lines, text };
}

/** Retries in milliseconds, so a test sees several attempts without waiting. */
export const testRetryPolicy: RetryPolicy = { baseMs: 5, capMs: 40, maxAttempts: 5 };

/** The outbox of a test: in memory, sending two at a time, looked at every 20 ms. */
export const testOutboxConfig: OutboxConfig = {
  path: ':memory:',
  concurrency: 2,
  pollMs: 20,
  leaseMs: 30_000,
  retry: testRetryPolicy,
  retentionMs: 0,
  deadLetterRetentionMs: 0,
  mailFileRetentionMs: 0,
  maxPending: 10_000,
  maxBytes: Number.POSITIVE_INFINITY,
};

export interface TestService extends OutboxService {
  readonly app: Koa<AppState>;
  /** The outbox as the worker sees it, to claim and settle entries by hand. */
  readonly queue: OutboxQueue;
  callback(): ReturnType<Koa<AppState>['callback']>;
  /** Runs the worker until nothing is due: everything stored so far has been sent or has failed once more. */
  deliver(): Promise<void>;
}

/**
 * The app over a store of its own (in memory unless `outboxPath` names a file) and its worker, not started: a test posts, calls `deliver()`,
 * then looks at what the SMTP sink received.
 */
export async function testService(
  mailer: Mailer,
  overrides: Partial<AppConfig> & { readonly vitals?: VitalsConfig; readonly outboxPath?: string } = {},
  deps: Partial<AppDeps> = {},
  worker: Partial<WorkerOptions> = {},
): Promise<TestService> {
  const { vitals = { maxRows: 1000, rateLimitMax: 60 }, outboxPath = ':memory:', ...appConfig } = overrides;
  const config = { ...testConfig, ...appConfig };
  const logger = deps.logger ?? createLogger('silent');
  const store = await openStore({ path: outboxPath }, logger);
  const parts = outboxService(
    store,
    { ...config, outbox: testOutboxConfig, vitals, database: undefined },
    mailer,
    logger,
    worker,
  );
  const app = createApp({
    config,
    mailer,
    store: parts.outbox,
    logger,
    onStored: parts.worker.wake,
    limiters: parts.limiters,
    vitals: parts.vitals,
    ...deps,
  });
  return {
    ...parts,
    app,
    queue: new OutboxQueue(store, testOutboxConfig.leaseMs),
    callback: () => app.callback(),
    deliver: () => parts.worker.runUntilIdle(),
  };
}

export async function testApp(mailer: Mailer, overrides: Partial<AppConfig> = {}, deps: Partial<AppDeps> = {}) {
  return (await testService(mailer, overrides, deps)).app;
}

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
    marketing_consent: 'Yes',
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
  // The blog's newsletter box sends an address and nothing else of the visitor's.
  newsletter: {
    to_email: 'contact@criticallyinklined.com',
    subject: 'Newsletter subscription',
    message: 'Please add reader@example.com to the blog newsletter.',
    from_email: 'reader@example.com',
    formType: 'newsletter',
  },
} satisfies Record<string, EmailRequest>;
