import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { SEND_EMAIL_PATH } from '@inklined/contracts/email';
import { createLogger } from './logger';
import { Outbox } from './outbox/outbox';
import { openStore } from './store/open-store';
import { startChildServer } from './test-support/child-server';
import { startSmtpSink, type SmtpSink } from '@inklined/test-kit/smtp-sink';
import { unfinishedUpload } from '@inklined/test-kit/unfinished-upload';
import { payloads } from './test-support/test-app';

let sink: SmtpSink;
let releaseMail: () => void = () => undefined;
let mailArrived: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => (mailArrived = resolve));
const released = new Promise<void>((resolve) => (releaseMail = resolve));

beforeAll(async () => {
  // The SMTP server holds its 250 until the test says so: a send that is reliably in flight.
  sink = await startSmtpSink({
    beforeAccept: async () => {
      mailArrived();
      await released;
    },
  });
});
afterAll(() => sink.close());

describe('server.ts', () => {
  test('answers once the submission is stored; on SIGTERM it stops accepting, finishes the send in flight, exits 0', async () => {
    const outboxPath = path.join(mkdtempSync(path.join(tmpdir(), 'email-service-server-')), 'outbox.sqlite');
    const server = await startChildServer({ SMTP_URL: sink.url, OUTBOX_PATH: outboxPath });
    try {
      const response = await fetch(`${server.url}${SEND_EMAIL_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payloads.contact),
      });
      expect(response.status).toBe(200);
      const { messageId } = (await response.json()) as { messageId: string };
      await arrived;

      server.process.kill('SIGTERM');
      await server.waitForLog((line) => line.signal === 'SIGTERM');
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();

      releaseMail();
      expect(await server.exited).toBe(0);
      expect(sink.received.map((mail) => mail.parsed.messageId)).toEqual([messageId]);
      const store = await openStore({ path: outboxPath }, createLogger('silent'));
      expect((await new Outbox(store, { maxPending: 1, maxBytes: 1 }).find(messageId))?.state).toBe('sent');
      await store.close();
    } finally {
      server.process.kill('SIGKILL');
    }
  });

  test('a submission refused before its body is read is answered at once, the connection closed', async () => {
    const outboxPath = path.join(mkdtempSync(path.join(tmpdir(), 'email-service-server-')), 'outbox.sqlite');
    const server = await startChildServer({ SMTP_URL: sink.url, OUTBOX_PATH: outboxPath });
    // A resume's upload from another site's page: refused before a byte of it is read. A browser
    // reads no answer until its whole body is sent, unless the connection closes.
    const upload = unfinishedUpload(`${server.url}${SEND_EMAIL_PATH}`, {
      'Content-Type': 'multipart/form-data; boundary=x',
      Origin: 'https://elsewhere.example',
    });
    try {
      const answer = await upload.answeredAndClosed();
      expect([answer.statusCode, answer.headers.connection]).toEqual([403, 'close']);
    } finally {
      upload.destroy();
      server.process.kill('SIGKILL');
    }
  });
});
