import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { emailMessages, SEND_EMAIL_PATH } from '@inklined/contracts/email';
import request from 'supertest';
import { closedPort, startSmtpSink, type SmtpSink } from '../test-support/smtp-sink';
import { payloads, testApp, testSmtpMailer } from '../test-support/test-app';
import { createSmtpMailer } from './smtp-mailer';
import type { Mailer } from './mailer';

const refusal = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

async function submit(mailer: Mailer) {
  const response = await request(testApp(mailer).callback()).post(SEND_EMAIL_PATH).send(payloads.contact);
  mailer.close();
  return response;
}

describe('when the SMTP server refuses or cannot be reached, the visitor gets the spec message', () => {
  let refusesRecipient: SmtpSink;
  let refusesData: SmtpSink;

  beforeAll(async () => {
    refusesRecipient = await startSmtpSink({
      onRcptTo: (_address, _session, callback) => callback(refusal(550, 'Mailbox unavailable')),
    });
    refusesData = await startSmtpSink({
      beforeAccept: () => Promise.reject(refusal(554, 'Message rejected as spam')),
    });
  });
  afterAll(() => Promise.all([refusesRecipient.close(), refusesData.close()]));

  test.each([
    ['refuses the recipient (550)', () => refusesRecipient],
    ['refuses the message after DATA (554)', () => refusesData],
  ])('server %s: 502', async (_name, server) => {
    const response = await submit(testSmtpMailer(server().url));

    expect(response.status).toBe(502);
    expect(response.body).toEqual({ success: false, error: emailMessages.sendFailed });
    expect(server().received).toHaveLength(0);
  });

  test('nothing listens on the port: 503', async () => {
    const response = await submit(testSmtpMailer(`smtp://127.0.0.1:${await closedPort()}`));

    expect(response.status).toBe(503);
    expect(response.body).toEqual({ success: false, error: emailMessages.sendFailed });
  });

  test('the server never sends its greeting: 503 after the greeting time-out', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, { timeouts: { greetingTimeout: 200 } });
      const response = await submit(mailer);

      expect(response.status).toBe(503);
      expect(response.body).toEqual({ success: false, error: emailMessages.sendFailed });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
