import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import { SEND_EMAIL_PATH } from '@inklined/contracts/email';
import { startChildServer, type ChildServer } from '../test-support/child-server';
import { startSmtpSink, type SmtpSink } from '@inklined/test-kit/smtp-sink';
import { payloads } from '../test-support/test-app';

let child: ChildServer | undefined;
let sink: SmtpSink | undefined;
/** The sink holds every mail until the test lets them through: the store goes while they wait. */
let held: Promise<void> = Promise.resolve();
let letThrough = () => {};
const dirs: string[] = [];
afterAll(async () => {
  letThrough();
  child?.process.kill('SIGKILL');
  await child?.exited;
  await sink?.close();
  for (const dir of dirs.filter((each) => existsSync(each))) {
    chmodSync(dir, 0o700);
    rmSync(dir, { recursive: true, force: true });
  }
});

async function submit(url: string, n: number) {
  const response = await fetch(`${url}${SEND_EMAIL_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...payloads.contact, message: `Submission ${n}` }),
  });
  const body = (await response.json()) as { success: boolean; messageId?: string; error?: string };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), ...body };
}

const readyz = async (url: string) => {
  const response = await fetch(`${url}/readyz`);
  return { status: response.status, body: (await response.json()) as { outbox: { usable: boolean; reason?: string } } };
};

/**
 * Issue 18: the outbox's folder deleted, or made read-only, under the running service. Nothing it
 * acknowledged may be lost, and nothing after it may be acknowledged: 503 with Retry-After, a
 * loud log line and /readyz failing, until an operator restores the store.
 */
describe('the outbox store taken away under the running service', () => {
  test.each([
    ['its folder deleted', (dir: string) => rmSync(dir, { recursive: true, force: true })],
    ['its folder made read-only', (dir: string) => chmodSync(dir, 0o555)],
  ])('%s: 503, /readyz failing, no acknowledged submission lost', async (_name, takeAway) => {
    held = new Promise((resolve) => (letThrough = resolve));
    sink ??= await startSmtpSink({ beforeAccept: () => held });
    const dir = mkdtempSync(path.join(tmpdir(), 'email-service-store-'));
    dirs.push(dir);
    const before = sink.received.length;
    child = await startChildServer({
      SMTP_URL: sink.url,
      OUTBOX_PATH: path.join(dir, 'outbox.sqlite'),
      RATE_LIMIT_MAX: '100000',
      OUTBOX_CONCURRENCY: '1',
    });
    const acknowledged: string[] = [];
    for (let n = 0; n < 20; n += 1) {
      const answer = await submit(child.url, n);
      expect(answer.status).toBe(200);
      acknowledged.push(answer.messageId!);
    }
    takeAway(dir);
    // Every acknowledged submission still waits (a fixed pace per mail let a slow machine
    // deliver them all first).
    expect(sink.received.length - before).toBe(0);

    for (let n = 20; n < 40; n += 1) {
      const answer = await submit(child.url, n);
      expect(answer).toMatchObject({
        status: 503,
        retryAfter: '60',
        success: false,
        error: 'Failed to send email. Please try again later.',
      });
    }
    const logged = await child.waitForLog((line) => line.msg === String(line.msg) && /store unusable/.test(line.msg));
    expect(logged).toMatchObject({ level: 'fatal', reason: expect.stringMatching(/gone|not writable/) });
    const ready = await readyz(child.url);
    expect(ready.status).toBe(503);
    expect(ready.body.outbox).toMatchObject({ usable: false, reason: expect.any(String) });

    // Every acknowledged submission reaches the inbox, from the file the service still has open.
    letThrough();
    await sink.waitFor(before + acknowledged.length);
    const delivered = new Set(sink.received.slice(before).map((mail) => mail.parsed.messageId));
    expect(acknowledged.filter((id) => !delivered.has(id))).toEqual([]);
    expect(delivered.size).toBe(acknowledged.length);

    child.process.kill('SIGKILL');
    await child.exited;
    child = undefined;
  });
});
