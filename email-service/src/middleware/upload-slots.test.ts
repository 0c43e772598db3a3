import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { RESUME_FIELD, SEND_EMAIL_PATH } from '@inklined/contracts/email';
import request from 'supertest';
import { samplePdf } from '@inklined/test-kit/sample-pdf';
import { listen, type Listening } from '../test-support/listen';
import { setUpSmtpSink } from '../test-support/set-up-smtp-sink';
import { payloads, testService, type TestService } from '../test-support/test-app';

const smtp = setUpSmtpSink();
let served: Listening;
let service: TestService;

beforeAll(async () => {
  service = await testService(smtp.mailer, {
    uploads: { concurrency: 1, perClient: 1, minBytesPerSecond: 0, rateWindowMs: 10_000 },
  });
  served = await listen(service.callback());
});
afterAll(() => served.close());

const boundary = 'held-upload-boundary';
function multipartParts(): { head: string; tail: string } {
  const fields = Object.entries(payloads.jobApplication)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="${RESUME_FIELD}"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return { head: fields + fileHead, tail: `\r\n--${boundary}--\r\n` };
}

/**
 * An upload whose body is sent only up to the middle of the file until `finish` is called, or
 * `cancel` drops it there, as a visitor's Cancel does.
 */
async function heldUpload() {
  const { head, tail } = multipartParts();
  const pdf = samplePdf();
  let serverSide: IncomingMessage | undefined;
  const arrived = new Promise<void>((resolve) =>
    served.server.once('request', (incoming: IncomingMessage) => {
      serverSide = incoming;
      setImmediate(resolve);
    }),
  );
  const req = httpRequest(`${served.url}${SEND_EMAIL_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
  });
  const response = new Promise<IncomingMessage>((resolve) => req.on('response', resolve));
  req.on('error', () => undefined);
  req.write(head + pdf.subarray(0, 100).toString('latin1'));
  await arrived;
  return {
    finish: async () => {
      req.end(pdf.subarray(100).toString('latin1') + tail);
      const answer = await response;
      answer.resume();
      return answer.statusCode;
    },
    /** Drops the connection mid-file; resolves once the service has seen it go. */
    cancel: async () => {
      const gone = new Promise((resolve) => serverSide!.socket.once('close', resolve));
      req.destroy();
      await gone;
    },
  };
}

const stored = async () => {
  const { queued, sending, sent, dead } = await service.outbox.stats();
  return queued + sending + sent + dead;
};

const upload = () => {
  const form = request(served.url).post(SEND_EMAIL_PATH);
  for (const [name, value] of Object.entries(payloads.jobApplication)) form.field(name, value);
  return form.attach(RESUME_FIELD, samplePdf(), 'cv.pdf');
};

describe('concurrent uploads are bounded in total', () => {
  test('past the limit: 503 with Retry-After before the body is read; JSON forms still pass; the slot comes back', async () => {
    const held = await heldUpload();

    const busy = await upload().expect(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.headers['x-content-type-options']).toBe('nosniff');
    expect(busy.body).toEqual({
      success: false,
      error: 'We are receiving many applications right now. Please try again in a few seconds.',
    });
    await request(served.url).post(SEND_EMAIL_PATH).send(payloads.contact).expect(200);
    await service.deliver();
    expect(smtp.sink.received).toHaveLength(1);

    expect(await held.finish()).toBe(200);
    await upload().expect(200);
    await service.deliver();
    expect(smtp.sink.received).toHaveLength(3);
  });
});

describe('slow clients cannot starve the others', () => {
  let slow: Listening;
  let slowService: TestService;

  beforeAll(async () => {
    slowService = await testService(smtp.mailer, {
      // As behind the shell's proxy: the client's address comes from X-Forwarded-For.
      trustedProxies: ['127.0.0.1', '::ffff:127.0.0.1'],
      // A slow upload is cut off after a window of its own: longer than a whole application takes
      // on a slow machine, so "served at once" is told from "served once they were cut off".
      uploads: { concurrency: 8, perClient: 2, minBytesPerSecond: 1024, rateWindowMs: 8_000 },
    });
    slow = await listen(slowService.callback());
  });
  afterAll(() => slow.close());

  /** An upload from `client` that sends its fields, then one byte a second; resolves with its answer. */
  function trickle(client: string) {
    const { head } = multipartParts();
    const req = httpRequest(`${slow.url}${SEND_EMAIL_PATH}`, {
      method: 'POST',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(head.length + 4 * 1024 * 1024),
        'X-Forwarded-For': client,
      },
    });
    req.on('error', () => undefined);
    req.write(head);
    const drip = setInterval(() => req.write('%'), 1_000);
    const answer = new Promise<{ status: number; body: string }>((resolve) => {
      req.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      req.on('close', () => resolve({ status: 0, body: '' }));
    }).finally(() => clearInterval(drip));
    return { answer, stop: () => req.destroy() };
  }

  const application = (client: string) => {
    const form = request(slow.url).post(SEND_EMAIL_PATH).set('X-Forwarded-For', client);
    for (const [name, value] of Object.entries(payloads.jobApplication)) form.field(name, value);
    return form.attach(RESUME_FIELD, samplePdf(), 'cv.pdf');
  };

  test('four uploads at 1 byte/s: another applicant is served at once, and the slow ones are cut off with 408', async () => {
    const slow = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'].map(trickle);
    let cutOff = 0;
    for (const upload of slow) void upload.answer.then(() => (cutOff += 1));
    await application('198.51.100.9').expect(200);
    // Served while the slow ones still held their slots, not once they were cut off.
    expect(cutOff).toBe(0);

    const answers = await Promise.all(slow.map((upload) => upload.answer));
    for (const answer of answers) {
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body)).toEqual({
        success: false,
        error: 'The upload was too slow to finish. Please check your connection and send the application again.',
      });
    }
    // Their slots are free again: the same addresses can apply normally.
    await application('203.0.113.1').expect(200);
    await slowService.deliver();
  });

  test('one address holds at most two upload slots; others from it wait, others elsewhere do not', async () => {
    const mine = [trickle('192.0.2.7'), trickle('192.0.2.7')];
    // Until both hold their slots: a form that cannot be read is a 400 once it has a slot, a 503 without.
    const probe = () =>
      request(slow.url)
        .post(SEND_EMAIL_PATH)
        .set('X-Forwarded-For', '192.0.2.7')
        .set('Content-Type', 'multipart/form-data; boundary=x')
        .send('not a form');
    while ((await probe()).status !== 503) await new Promise((resolve) => setTimeout(resolve, 20));
    const third = await application('192.0.2.7').expect(503);
    expect(third.headers['retry-after']).toBe('5');
    await application('192.0.2.8').expect(200);
    for (const upload of mine) upload.stop();
    await slowService.deliver();
  });
});

describe('an upload cancelled mid-file', () => {
  test('is not stored, and its slot serves the next applicant', async () => {
    const before = await stored();
    const held = await heldUpload();
    await held.cancel();
    // The slot comes back once the service has given up on the cut body: until then the next
    // applicant is told to retry (503), as a browser's client does.
    let status: number;
    while ((status = (await upload()).status) === 503) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(status).toBe(200);
    expect(await stored()).toBe(before + 1);
  });
});
