import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EmailRequest } from '@inklined/contracts/email';
import { sendEmail } from './send-email';

/** A real HTTP server standing where the email service is: each test says how it answers. */
interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}
let answer: (response: ServerResponse, count: number) => void;
let received: Received[];
let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    // The test page's origin (jsdom's) is not the server's: it answers as a cross-origin service would.
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Accept, Content-Type, Idempotency-Key',
      });
      response.end();
      return;
    }
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(parts) });
      answer(response, received.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/sendEmail`;
});

afterAll(async () => {
  // The DOM's requests keep their connections alive: closed with the server.
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  // The client logs what it does; these tests look at what it returns.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.mocked(console.warn).mockRestore();
  jest.mocked(console.info).mockRestore();
});

const json = (response: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(body === undefined ? '' : JSON.stringify(body));
};

const payload: EmailRequest = {
  to_email: 'contact@criticallyinklined.com',
  subject: 'New enquiry',
  message: 'Please call me back.',
  from_name: 'Asha Rao',
  from_email: 'asha@example.com',
  formType: 'contactPopup',
};
const options = () => ({ endpoint, idempotencyKey: 'key-1', retryDelaysMs: [10, 20] });
/** What a send that did not go returns: the sender's message, whatever the service said. */
const failedSend = { ok: false, error: 'Failed to send email. Please try again later.', fromService: false };

describe('sendEmail', () => {
  test('posts the payload as JSON with the idempotency key and returns the messageId and reference', async () => {
    answer = (response) => json(response, 200, { success: true, messageId: 'outbox-42', reference: 'CI-7K3M-9QXA' });
    await expect(sendEmail(payload, options())).resolves.toEqual({
      ok: true,
      messageId: 'outbox-42',
      reference: 'CI-7K3M-9QXA',
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(received[0]?.headers['idempotency-key']).toBe('key-1');
    expect(JSON.parse(received[0]!.body.toString())).toEqual(payload);
  });

  test.each(['to_email', 'subject', 'message'] as const)('refuses before sending when %s is missing', async (field) => {
    await expect(sendEmail({ ...payload, [field]: ' ' }, options())).resolves.toEqual({
      ok: false,
      error: 'Missing required email fields',
      fromService: false,
    });
    expect(received).toHaveLength(0);
  });

  test("a refusal with the service's own message returns that message, without trying again", async () => {
    answer = (response) =>
      json(response, 415, { success: false, error: 'The resume must be a PDF, DOC or DOCX file.' });
    await expect(sendEmail(payload, options())).resolves.toEqual({
      ok: false,
      error: 'The resume must be a PDF, DOC or DOCX file.',
      fromService: true,
    });
    expect(received).toHaveLength(1);
  });

  test('a non-ok status without a message is a failed send', async () => {
    answer = (response) => json(response, 500);
    await expect(sendEmail(payload, options())).resolves.toEqual(failedSend);
  });

  test("a server error is the sender's message, whatever the service wrote", async () => {
    answer = (response) => json(response, 500, { success: false, error: 'SQLITE_BUSY: database is locked' });
    await expect(sendEmail(payload, { ...options(), retryDelaysMs: [] })).resolves.toEqual(failedSend);
  });

  test('a service that gives no reference, or something else as one, is a success without a reference', async () => {
    for (const reference of [undefined, '<script>', 'CI-7K3M-9QXAA', 42]) {
      answer = (response) => json(response, 200, { success: true, messageId: 'm', reference });
      await expect(sendEmail(payload, options())).resolves.toEqual({ ok: true, messageId: 'm' });
    }
  });

  test('an ok answer without the success flag is a failed send', async () => {
    answer = (response) => json(response, 200, { messageId: 'x' });
    await expect(sendEmail(payload, options())).resolves.toEqual(failedSend);
  });

  test('a service that is briefly unavailable is tried again with the same key', async () => {
    answer = (response, count) =>
      count < 3
        ? json(response, 503, { success: false, error: 'busy' })
        : json(response, 200, { success: true, messageId: 'm' });
    await expect(sendEmail(payload, options())).resolves.toEqual({ ok: true, messageId: 'm' });
    expect(received.map((request) => request.headers['idempotency-key'])).toEqual(['key-1', 'key-1', 'key-1']);
  });

  test('a Retry-After longer than a visitor should wait returns the answer instead', async () => {
    answer = (response) => json(response, 503, { success: false, error: 'Too many uploads.' }, { 'Retry-After': '30' });
    await expect(sendEmail(payload, options())).resolves.toEqual(failedSend);
    expect(received).toHaveLength(1);
  });

  test('a network failure, after the retries, is a failed send', async () => {
    await expect(sendEmail(payload, { ...options(), endpoint: 'http://127.0.0.1:1/api/sendEmail' })).resolves.toEqual(
      failedSend,
    );
    // The DOM reports each refused connection on the console, as a browser does: three attempts.
    expect(jest.mocked(console.error)).toHaveBeenCalledTimes(3);
    jest.mocked(console.error).mockClear();
  });

  test('an unexpected exception gives the unexpected-error message', async () => {
    const broken = {
      ...payload,
      get from_name(): string {
        throw new Error('a bug');
      },
    };
    await expect(sendEmail(broken, options())).resolves.toEqual({
      ok: false,
      error: 'An unexpected error occurred. Please try again later.',
      fromService: false,
    });
    // The client logs it as an error, as it should; this test expects exactly that one.
    expect(jest.mocked(console.error)).toHaveBeenCalledTimes(1);
    jest.mocked(console.error).mockClear();
  });

  test('a resume goes as multipart, in the contract field, beside the text fields', async () => {
    answer = (response) => json(response, 200, { success: true, messageId: 'm' });
    const resume = new File([Buffer.from('%PDF-1.7 sample')], 'cv.pdf', { type: 'application/pdf' });
    await sendEmail({ ...payload, formType: 'jobApplication', resume: 'Attached' }, { ...options(), resume });
    const request = received[0]!;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = request.body.toString('latin1');
    expect(body).toContain('name="resume"; filename="cv.pdf"');
    expect(body).toContain('%PDF-1.7 sample');
    expect(body).toContain('name="formType"\r\n\r\njobApplication');
    expect(body).toContain('name="subject"\r\n\r\nNew enquiry');
  });

  test('a cancelled send is aborted, says so, and is not tried again', async () => {
    const controller = new AbortController();
    // The service holds the request (a slow line); the visitor cancels meanwhile.
    answer = () => controller.abort();
    await expect(sendEmail(payload, { ...options(), signal: controller.signal })).resolves.toEqual({
      ok: false,
      error: 'Sending cancelled. Nothing was sent; your details and file are still here.',
      fromService: false,
      cancelled: true,
    });
    expect(received).toHaveLength(1);
  });
});
