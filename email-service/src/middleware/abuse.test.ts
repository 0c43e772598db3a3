import { beforeEach, describe, expect, test } from '@jest/globals';
import {
  emailMessages,
  HONEYPOT_FIELD,
  REFERENCE_PATTERN,
  RESUME_FIELD,
  SEND_EMAIL_PATH,
} from '@inklined/contracts/email';
import request from 'supertest';
import { samplePdf } from '@inklined/test-kit/sample-pdf';
import { payloads, SITE_ORIGIN, testService, type TestService } from '../test-support/test-app';
import { setUpSmtpSink } from '../test-support/set-up-smtp-sink';

const smtp = setUpSmtpSink();
let service: TestService;
beforeEach(async () => {
  service = await testService(smtp.mailer);
});

describe('honeypot', () => {
  test('a filled honeypot is answered like a success and nothing is sent', async () => {
    const response = await request(service.callback())
      .post(SEND_EMAIL_PATH)
      .send({ ...payloads.contactPopup, [HONEYPOT_FIELD]: 'http://spam.example' })
      .expect(200);

    expect(response.body).toEqual({
      success: true,
      messageId: expect.stringMatching(/^<.+@criticallyinklined\.test>$/),
      reference: expect.stringMatching(REFERENCE_PATTERN),
    });
    await service.deliver();
    expect(smtp.sink.received).toHaveLength(0);
  });

  test('also in a multipart job application', async () => {
    const form = request(service.callback()).post(SEND_EMAIL_PATH);
    for (const [name, value] of Object.entries(payloads.jobApplication)) form.field(name, value);
    await form.field(HONEYPOT_FIELD, 'x').attach(RESUME_FIELD, samplePdf(), 'cv.pdf').expect(200);

    await service.deliver();
    expect(smtp.sink.received).toHaveLength(0);
  });

  test('an empty honeypot does not stop a person', async () => {
    await request(service.callback())
      .post(SEND_EMAIL_PATH)
      .send({ ...payloads.contactPopup, [HONEYPOT_FIELD]: '' })
      .expect(200);

    await service.deliver();
    expect(smtp.sink.received).toHaveLength(1);
  });
});

describe('per-IP rate limit', () => {
  // Refused bodies still count, so no mail is needed to reach the limit.
  const invalid = { formType: 'contact' };

  test('past the limit: 429 with Retry-After, before the body is read', async () => {
    service = await testService(smtp.mailer, { rateLimit: { max: 2, windowMs: 60_000 } });
    const app = service.callback();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await request(app).post(SEND_EMAIL_PATH).send(invalid).expect(400);
    }
    const response = await request(app).post(SEND_EMAIL_PATH).send(payloads.contact).expect(429);

    expect(response.body).toEqual({
      success: false,
      error: 'Too many submissions from your network. Please try again later.',
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await service.deliver();
    expect(smtp.sink.received).toHaveLength(0);
  });

  test('X-Forwarded-For counts only from a configured proxy address, so it cannot reset the limit', async () => {
    const direct = (await testService(smtp.mailer, { rateLimit: { max: 1, windowMs: 60_000 } })).callback();
    await request(direct).post(SEND_EMAIL_PATH).set('X-Forwarded-For', '203.0.113.1').send(invalid).expect(400);
    await request(direct).post(SEND_EMAIL_PATH).set('X-Forwarded-For', '203.0.113.2').send(invalid).expect(429);

    // supertest connects from 127.0.0.1: a proxy elsewhere is not this peer, and its header is not believed.
    const elsewhere = (
      await testService(smtp.mailer, {
        rateLimit: { max: 1, windowMs: 60_000 },
        trustedProxies: ['10.0.0.0/8'],
      })
    ).callback();
    await request(elsewhere).post(SEND_EMAIL_PATH).set('X-Forwarded-For', '203.0.113.1').send(invalid).expect(400);
    await request(elsewhere).post(SEND_EMAIL_PATH).set('X-Forwarded-For', '203.0.113.2').send(invalid).expect(429);

    const proxied = (
      await testService(smtp.mailer, {
        rateLimit: { max: 1, windowMs: 60_000 },
        trustedProxies: ['127.0.0.1', '::ffff:127.0.0.1'],
      })
    ).callback();
    await request(proxied).post(SEND_EMAIL_PATH).set('X-Forwarded-For', '203.0.113.1').send(invalid).expect(400);
    await request(proxied).post(SEND_EMAIL_PATH).set('X-Forwarded-For', '203.0.113.2').send(invalid).expect(400);
    await request(proxied).post(SEND_EMAIL_PATH).set('X-Forwarded-For', '203.0.113.2').send(invalid).expect(429);
  });

  test('health checks are not limited', async () => {
    const app = (await testService(smtp.mailer, { rateLimit: { max: 1, windowMs: 60_000 } })).callback();
    for (let attempt = 0; attempt < 3; attempt += 1) await request(app).get('/healthz').expect(200);
  });
});

describe('CORS and headers', () => {
  test('the site origin may call the API from a browser; other origins get no CORS headers', async () => {
    const app = service.callback();
    const allowed = await request(app)
      .options(SEND_EMAIL_PATH)
      .set('Origin', SITE_ORIGIN)
      .set('Access-Control-Request-Method', 'POST')
      .expect(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(allowed.headers['access-control-allow-methods']).toBe('GET,POST');
    expect(allowed.headers['access-control-allow-headers']).toBe('Content-Type,X-Request-Id,Idempotency-Key');

    const other = await request(app)
      .options(SEND_EMAIL_PATH)
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  test.each([
    ['a success', 'get', '/healthz', 200],
    ['an unknown path', 'get', '/nope', 404],
    ['a wrong method', 'get', SEND_EMAIL_PATH, 405],
  ] as const)('security headers and a JSON body on %s', async (_name, method, path, status) => {
    const response = await request(service.callback())[method](path).expect(status);

    expect(response.headers).toMatchObject({
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'content-type': 'application/json; charset=utf-8',
    });
    if (status !== 200) expect(response.body).toEqual({ success: false, error: expect.any(String) });
  });
});

describe('unexpected errors', () => {
  test('500 with the spec message; no stack, path or library message reaches the client', async () => {
    const broken = await testService(
      smtp.mailer,
      {},
      {
        onStored: () => {
          throw new TypeError('Cannot read properties of undefined at /srv/app/secret.ts:12');
        },
      },
    );
    const response = await request(broken.callback()).post(SEND_EMAIL_PATH).send(payloads.contact).expect(500);

    expect(response.body).toEqual({ success: false, error: emailMessages.unexpected });
    expect(response.text).not.toMatch(/secret|TypeError|at \//);
  });

  test('a submission the outbox cannot store: 503 with the spec message, and /readyz is 503', async () => {
    await service.store.close();
    const response = await request(service.callback()).post(SEND_EMAIL_PATH).send(payloads.contact).expect(503);

    expect(response.body).toEqual({ success: false, error: emailMessages.sendFailed });
    await request(service.callback()).get('/readyz').expect(503);
  });
});
