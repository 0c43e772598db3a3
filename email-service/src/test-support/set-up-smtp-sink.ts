import { afterAll, afterEach, beforeAll } from '@jest/globals';
import type { Mailer } from '../mail/mailer';
import { startSmtpSink, type SmtpSink, type SmtpSinkOptions } from '@inklined/test-kit/smtp-sink';
import { createSmtpMailer } from '../mail/smtp-mailer';

export interface SinkContext {
  sink: SmtpSink;
  /** SMTP to the sink. */
  mailer: Mailer;
}

/** One sink per test file, emptied after each test and closed at the end; filled in by beforeAll. */
export function setUpSmtpSink(options: SmtpSinkOptions = {}): SinkContext {
  const context = {} as SinkContext;
  beforeAll(async () => {
    context.sink = await startSmtpSink(options);
    context.mailer = createSmtpMailer(context.sink.url);
  });
  afterEach(() => {
    context.sink.received.length = 0;
  });
  afterAll(async () => {
    context.mailer.close();
    await context.sink.close();
  });
  return context;
}
