import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import request from 'supertest';
import { closedPort, startSmtpSink, type SmtpSink } from '@inklined/test-kit/smtp-sink';
import { testApp } from '../test-support/test-app';
import { createSmtpMailer } from '../mail/smtp-mailer';

let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

describe('health and readiness', () => {
  test('/healthz answers while the process is up', async () => {
    const response = await request((await testApp(createSmtpMailer(sink.url))).callback())
      .get('/healthz')
      .expect(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  test('/readyz reports a reachable SMTP server', async () => {
    const response = await request((await testApp(createSmtpMailer(sink.url))).callback())
      .get('/readyz')
      .expect(200);
    expect(response.body).toEqual({
      ready: true,
      draining: false,
      transport: 'smtp',
      store: 'embedded',
      usable: true,
      smtp: 'reachable',
      outbox: {
        usable: true,
        bytes: 0,
        depth: 0,
        queued: 0,
        sending: 0,
        deadLetters: 0,
        delivered: 0,
        oldestPendingAgeMs: null,
      },
    });
  });

  test('/readyz stays ready when SMTP is down, and says so', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${await closedPort()}`);
    const response = await request((await testApp(mailer)).callback())
      .get('/readyz')
      .expect(200);
    expect(response.body).toMatchObject({ ready: true, smtp: 'unreachable' });
  });

  test('/readyz is 503 while draining', async () => {
    const app = await testApp(createSmtpMailer(sink.url), {}, { lifecycle: { draining: true } });
    const response = await request(app.callback()).get('/readyz').expect(503);
    expect(response.body).toMatchObject({ ready: false, draining: true });
    expect(response.headers.connection).toBe('close');
  });
});
