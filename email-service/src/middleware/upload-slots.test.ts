import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { RESUME_FIELD, SEND_EMAIL_PATH } from '@inklined/contracts/email';
import request from 'supertest';
import { samplePdf } from '../test-support/sample-files';
import { setUpSmtpSink } from '../test-support/set-up-smtp-sink';
import { payloads, testService, type TestService } from '../test-support/test-app';

const smtp = setUpSmtpSink();
let server: Server;
let url: string;
let service: TestService;

beforeAll(async () => {
  service = testService(smtp.mailer, { uploadConcurrency: 1 });
  server = createServer(service.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

const boundary = 'held-upload-boundary';
function multipartParts(): { head: string; tail: string } {
  const fields = Object.entries(payloads.jobApplication)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="${RESUME_FIELD}"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return { head: fields + fileHead, tail: `\r\n--${boundary}--\r\n` };
}

/** An upload whose body is sent only up to the middle of the file until `finish` is called. */
async function heldUpload() {
  const { head, tail } = multipartParts();
  const pdf = samplePdf();
  const arrived = new Promise<void>((resolve) => server.once('request', () => setImmediate(resolve)));
  const req = httpRequest(`${url}${SEND_EMAIL_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
  });
  const response = new Promise<IncomingMessage>((resolve) => req.on('response', resolve));
  req.write(head + pdf.subarray(0, 100).toString('latin1'));
  await arrived;
  return {
    finish: async () => {
      req.end(pdf.subarray(100).toString('latin1') + tail);
      const answer = await response;
      answer.resume();
      return answer.statusCode;
    },
  };
}

const upload = () => {
  const form = request(url).post(SEND_EMAIL_PATH);
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
    await request(url).post(SEND_EMAIL_PATH).send(payloads.contact).expect(200);
    await service.deliver();
    expect(smtp.sink.received).toHaveLength(1);

    expect(await held.finish()).toBe(200);
    await upload().expect(200);
    await service.deliver();
    expect(smtp.sink.received).toHaveLength(3);
  });
});
