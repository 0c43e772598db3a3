import { describe, expect, test } from '@jest/globals';
import { SEND_EMAIL_PATH } from '@inklined/contracts/email';
import request from 'supertest';
import type { Mailer } from '../mail/mailer';
import { createLogger } from '../logger';
import { setUpSmtpSink } from '../test-support/set-up-smtp-sink';
import { capturingLogger, payloads, testConfig, testService } from '../test-support/test-app';
import { retryDelayMs } from './backoff';
import { classifyFailure, loggedFailure, withoutAddresses } from './classify-failure';
import { OutboxQueue } from './outbox-queue';
import { createDeliveryWorker } from './worker';
import { createSmtpMailer } from '../mail/smtp-mailer';

describe('retries', () => {
  test('full jitter: between 0 and the capped exponential', () => {
    const policy = { baseMs: 100, capMs: 1000, maxAttempts: 5 };
    expect([1, 2, 3, 4, 5, 10].map((attempt) => retryDelayMs(attempt, policy, () => 0.999999))).toEqual([
      99, 199, 399, 799, 999, 999,
    ]);
    expect(retryDelayMs(3, policy, () => 0)).toBe(0);
  });

  test.each([
    [{ responseCode: 550 }, 'permanent'],
    [{ responseCode: 554, code: 'EMESSAGE' }, 'permanent'],
    [{ responseCode: 451 }, 'temporary'],
    [{ responseCode: 421 }, 'temporary'],
    [{ code: 'ECONNECTION' }, 'temporary'],
    [{ code: 'ETIMEDOUT' }, 'temporary'],
    [{ code: 'EAUTH', responseCode: 535 }, 'permanent'],
    [{ code: 'ENOTDIR' }, 'temporary'],
  ])('%j is %s', (error, kind) => {
    expect(classifyFailure(Object.assign(new Error('x'), error))).toBe(kind);
  });

  test('a temporary failure on the last allowed attempt makes a dead letter', async () => {
    const failing: Mailer = {
      kind: 'smtp',
      send: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' })),
      status: () => Promise.resolve({ transport: 'smtp', usable: true }),
      forgetOlderThan: async () => 0,
      close: () => undefined,
    };
    const service = await testService(
      failing,
      {},
      {},
      { retry: { baseMs: 1, capMs: 1, maxAttempts: 3 }, random: () => 0 },
    );
    const response = await request(service.callback()).post(SEND_EMAIL_PATH).send(payloads.contact).expect(200);
    await service.deliver();

    expect(await service.outbox.find(response.body.messageId)).toMatchObject({
      state: 'dead',
      attempts: 3,
      lastError: expect.stringContaining('ECONNECTION'),
    });
  });

  test("a server's refusal naming the visitor is logged by its codes only; the outbox keeps it whole", async () => {
    const visitor = payloads.contact.from_email;
    const refusing: Mailer = {
      kind: 'smtp',
      send: () =>
        Promise.reject(
          Object.assign(new Error(`Can't send mail - all recipients were rejected: 550 5.1.1 <${visitor}>: unknown`), {
            code: 'EENVELOPE',
            responseCode: 550,
          }),
        ),
      status: () => Promise.resolve({ transport: 'smtp', usable: true }),
      forgetOlderThan: async () => 0,
      close: () => undefined,
    };
    const { logger, lines } = capturingLogger();
    const service = await testService(refusing, {}, { logger }, { logger, random: () => 0 });
    const response = await request(service.callback()).post(SEND_EMAIL_PATH).send(payloads.contact).expect(200);
    await service.deliver();

    const deadLetter = lines().find((line) => line.failure === 'permanent');
    expect(deadLetter?.reason).toBe('EENVELOPE 550 5.1.1');
    expect(JSON.stringify(lines())).not.toContain(visitor);
    expect((await service.outbox.find(response.body.messageId))?.lastError).toContain(visitor);
  });

  test.each([
    ['550 <a.b+c@example.co.in>: no', '550 <[address]>: no'],
    ['rejected: x@y.z, w@v.u', 'rejected: [address], [address]'],
    ['connect ECONNREFUSED 127.0.0.1:25', 'connect ECONNREFUSED 127.0.0.1:25'],
  ])('an address in %j is written %j', (text, logged) => {
    expect(withoutAddresses(text)).toBe(logged);
  });

  test.each([
    [
      { code: 'EENVELOPE', responseCode: 550, message: '550 5.1.1 <a@b.c> "Subject: my thesis" unknown' },
      'EENVELOPE 550 5.1.1',
    ],
    [{ code: 'EMESSAGE', responseCode: 452, message: '452 too many recipients' }, 'EMESSAGE 452'],
    [
      { code: 'ECONNECTION', message: 'connect ECONNREFUSED 127.0.0.1:25' },
      'ECONNECTION connect ECONNREFUSED 127.0.0.1:25',
    ],
    [
      { code: 'EENVELOPE', message: 'No recipients defined for a@b.c' },
      'EENVELOPE No recipients defined for [address]',
    ],
  ])('the log holds %j as %j: a reply by its codes, any other failure without addresses', (fields, logged) => {
    expect(loggedFailure(Object.assign(new Error(fields.message), fields))).toBe(logged);
  });
});

const SEND_MS = 7000;
let slow = false;
const smtp = setUpSmtpSink({ beforeAccept: () => new Promise((resolve) => setTimeout(resolve, slow ? SEND_MS : 0)) });

describe('two workers over one store', () => {
  test('a send slower than a lease keeps its lease: the other worker never takes the entry, the mail goes once', async () => {
    // Leases of 3 s, renewed every third of one; the server takes 7 s to answer, more than two
    // leases. A renewal may come 2 s late before the other worker could take the entry: under the
    // whole of npm test (types, lint, builds and browsers beside jest), 1 s leases lost one to a
    // renewal late by more than their 0.67 s, and the mail went twice.
    const patient = createSmtpMailer(smtp.sink.url, { timeouts: { socketTimeout: 20_000 } });
    const service = await testService(patient);
    const worker = () =>
      createDeliveryWorker({
        queue: new OutboxQueue(service.store, 3000),
        mailer: patient,
        logger: createLogger('silent'),
        config: testConfig,
        retry: { baseMs: 10, capMs: 10, maxAttempts: 5 },
        concurrency: 2,
        pollMs: 20,
        leaseMs: 3000,
        purge: async () => ({ purged: 0, mailFiles: 0 }),
      });
    const workers = [worker(), worker()];
    slow = true;
    try {
      const response = await request(service.callback()).post(SEND_EMAIL_PATH).send(payloads.contact).expect(200);
      const id: string = response.body.messageId;
      // One of them claims it; the other looks every 20 ms through the whole send.
      for (const each of workers) each.start();
      for (let entry = await service.outbox.find(id); entry?.state !== 'sent'; entry = await service.outbox.find(id)) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(smtp.sink.received).toHaveLength(1);
      expect((await service.outbox.find(id))?.attempts).toBe(1);
    } finally {
      slow = false;
      await Promise.all(workers.map((each) => each.stop()));
      patient.close();
    }
  });
});
