import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyMessages,
  REFERENCE_PATTERN,
  RESUME_FIELD,
  SEND_EMAIL_PATH,
} from '@inklined/contracts/email';
import request from 'supertest';
import { samplePdf } from '@inklined/test-kit/sample-pdf';
import { listen, type Listening } from '../test-support/listen';
import { setUpSmtpSink } from '../test-support/set-up-smtp-sink';
import { payloads, testService, type TestService } from '../test-support/test-app';

const smtp = setUpSmtpSink();
let service: TestService;
beforeEach(async () => {
  service = await testService(smtp.mailer);
});

const KEY = '3b241101-e2bb-4255-8caf-4136c566a962';
const post = (key?: string) => {
  const pending = request(service.callback()).post(SEND_EMAIL_PATH);
  return key === undefined ? pending : pending.set(IDEMPOTENCY_KEY_HEADER, key);
};

describe('Idempotency-Key', () => {
  test('the same key sent 5 times: one mail and 5 identical answers', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await post(KEY).send(payloads.contact).expect(200);
      answers.push(response.body);
    }
    await service.deliver();

    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({
      success: true,
      messageId: expect.stringMatching(/^<.+>$/),
      reference: expect.stringMatching(REFERENCE_PATTERN),
    });
    expect(smtp.sink.received).toHaveLength(1);
    expect(smtp.sink.received[0]?.parsed.messageId).toBe(answers[0]?.messageId);
  });

  test('also for a job application with its resume', async () => {
    const apply = () => {
      const form = post(KEY);
      for (const [name, value] of Object.entries(payloads.jobApplication)) form.field(name, value);
      return form.attach(RESUME_FIELD, samplePdf(), 'cv.pdf').expect(200);
    };
    const first = await apply();
    const second = await apply();
    await service.deliver();

    expect(second.body).toEqual(first.body);
    expect(smtp.sink.received).toHaveLength(1);
  });

  test('the same key with a different payload: 422, nothing more is sent', async () => {
    await post(KEY).send(payloads.contact).expect(200);
    const response = await post(KEY)
      .send({ ...payloads.contact, message: 'Something else entirely' })
      .expect(422);
    await service.deliver();

    expect(response.body).toEqual({ success: false, error: idempotencyMessages.reused });
    expect(smtp.sink.received).toHaveLength(1);
  });

  test('requests without the key still work: one mail each', async () => {
    await post().send(payloads.contact).expect(200);
    await post().send(payloads.contact).expect(200);
    await service.deliver();

    expect(smtp.sink.received).toHaveLength(2);
  });

  test.each(['spaced key', 'k'.repeat(256), 'tab\tkey'])('an invalid key %j: 400', async (key) => {
    const response = await post(key).send(payloads.contact).expect(400);
    expect(response.body).toEqual({ success: false, error: idempotencyMessages.invalid });
  });
});

describe('a key whose first request is still being received', () => {
  let served: Listening;
  beforeEach(async () => {
    served = await listen(service.callback());
  });
  afterEach(() => served.close());

  test('409 with Retry-After; once the first is stored, the repeat gets its answer', async () => {
    const boundary = 'idempotency-boundary';
    const fields = Object.entries(payloads.jobApplication)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const arrived = new Promise<void>((resolve) => served.server.once('request', () => setImmediate(resolve)));
    const first = httpRequest(`${served.url}${SEND_EMAIL_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, [IDEMPOTENCY_KEY_HEADER]: KEY },
    });
    const firstResponse = new Promise<IncomingMessage>((resolve) => first.on('response', resolve));
    first.write(fields);
    await arrived;

    const during = await request(served.url)
      .post(SEND_EMAIL_PATH)
      .set(IDEMPOTENCY_KEY_HEADER, KEY)
      .send(payloads.contact);
    expect(during.status).toBe(409);
    expect(during.headers['retry-after']).toBe('1');
    expect(during.body).toEqual({ success: false, error: idempotencyMessages.inProgress });

    first.end(`--${boundary}--\r\n`);
    const answer = await firstResponse;
    let body = '';
    for await (const chunk of answer) body += String(chunk);
    expect(answer.statusCode).toBe(200);

    const form = request(served.url).post(SEND_EMAIL_PATH).set(IDEMPOTENCY_KEY_HEADER, KEY);
    for (const [name, value] of Object.entries(payloads.jobApplication)) form.field(name, value);
    const repeat = await form.expect(200);
    expect(repeat.body).toEqual(JSON.parse(body));
    await service.deliver();
    expect(smtp.sink.received).toHaveLength(1);
  });
});
