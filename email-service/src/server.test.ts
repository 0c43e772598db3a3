import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { SEND_EMAIL_PATH } from '@inklined/contracts/email';
import { startChildServer } from './test-support/child-server';
import { startSmtpSink, type SmtpSink } from './test-support/smtp-sink';
import { payloads } from './test-support/test-app';

let sink: SmtpSink;
let releaseMail: () => void = () => undefined;
let mailArrived: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => (mailArrived = resolve));
const released = new Promise<void>((resolve) => (releaseMail = resolve));

beforeAll(async () => {
  // The SMTP server holds its 250 until the test says so: a request that is reliably in flight.
  sink = await startSmtpSink({
    beforeAccept: async () => {
      mailArrived();
      await released;
    },
  });
});
afterAll(() => sink.close());

describe('server.ts', () => {
  test('on SIGTERM it stops accepting, finishes the in-flight submission, then exits 0', async () => {
    const server = await startChildServer({ SMTP_URL: sink.url });
    try {
      const pending = fetch(`${server.url}${SEND_EMAIL_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payloads.contact),
      });
      await arrived;

      server.process.kill('SIGTERM');
      await server.waitForLog((line) => line.signal === 'SIGTERM');
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();

      releaseMail();
      const response = await pending;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, messageId: expect.any(String) });
      expect(response.headers.get('connection')).toBe('close');
      expect(await server.exited).toBe(0);
      expect(sink.received).toHaveLength(1);
    } finally {
      server.process.kill('SIGKILL');
    }
  }, 20_000);
});
