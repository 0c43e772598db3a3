import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { formTypes, IDEMPOTENCY_KEY_HEADER, SEND_EMAIL_PATH } from '@inklined/contracts/email';
import fc from 'fast-check';
import request from 'supertest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { createEmlMailer } from '../mail/eml-mailer';
import { startTestPostgres, type TestPostgres } from '../test-support/postgres';
import { payloads, testConfig } from '../test-support/test-app';
import { outboxService } from '../outbox/create-outbox-service';
import { testOutboxConfig } from '../test-support/test-app';
import { openStore } from './open-store';

const logger = createLogger('silent');
let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startTestPostgres();
});
afterAll(() => postgres.stop());

/** Text of any code point, NUL and lone surrogates included: what PostgreSQL's text type refuses raw. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('\u0000', '\ud800', 'a\udfffb', "'; DROP TABLE outbox; --", '%_\\', '<b>x</b>'),
);
const fields = [
  'to_email',
  'subject',
  'message',
  'from_name',
  'from_email',
  'phone',
  'service',
  'industry',
  'formType',
];

describe('POST /api/sendEmail on the shared store, under hostile input', () => {
  test('any body, key and client address: an answer in the contract, never a 500, and the store still works', async () => {
    const store = await openStore({ url: await postgres.createDatabase(), poolMax: 4 }, logger);
    const config = {
      ...testConfig,
      rateLimit: { max: 1_000_000, windowMs: 60_000 },
      trustedProxies: ['127.0.0.1', '::ffff:127.0.0.1'],
    };
    const mailer = createEmlMailer('/nonexistent/never-written');
    const service = outboxService(
      store,
      { ...config, outbox: testOutboxConfig, vitals: { maxRows: 100, rateLimitMax: 60 }, database: undefined },
      mailer,
      logger,
    );
    const app = createApp({ config, mailer, store: service.outbox, logger, limiters: service.limiters }).callback();
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...fields), anyText),
          fc.option(fc.constantFrom(...formTypes)),
          fc.option(fc.string({ minLength: 1, maxLength: 80 }).filter((key) => /^[\x21-\x7e]+$/.test(key))),
          fc.option(fc.string({ maxLength: 40 }).filter((value) => /^[\x20-\x7e]*$/.test(value))),
          async (body, formType, key, forwardedFor) => {
            let post = request(app).post(SEND_EMAIL_PATH);
            if (key !== null) post = post.set(IDEMPOTENCY_KEY_HEADER, key);
            if (forwardedFor !== null) post = post.set('X-Forwarded-For', forwardedFor);
            const response = await post.send({ ...payloads.contact, ...body, ...(formType ? { formType } : {}) });
            return [200, 400, 409, 422, 429].includes(response.status);
          },
        ),
        { numRuns: 150 },
      );
      await request(app).post(SEND_EMAIL_PATH).send(payloads.contact).expect(200);
      expect(await service.outbox.stats()).toMatchObject({ queued: expect.any(Number) });
    } finally {
      await store.close();
    }
  });
});
