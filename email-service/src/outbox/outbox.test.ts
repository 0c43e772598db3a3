import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import type { ValidEmailRequest } from '@inklined/contracts/email';
import type { Mailer } from '../mail/mailer';
import { createLogger } from '../logger';
import { testConfig } from '../test-support/test-app';
import { retryDelayMs } from './backoff';
import { classifyFailure } from './classify-failure';
import { openOutboxDatabase } from './database';
import { Outbox } from './outbox';
import type { NewSubmission } from './outbox-entry';
import { createOutboxWorker } from './worker';

const request: ValidEmailRequest = {
  to_email: 'contact@criticallyinklined.com',
  subject: 'Hello',
  message: 'Body',
  formType: 'contact',
};
const submission = (id: string, extra: Partial<NewSubmission> = {}): NewSubmission => ({
  id,
  request,
  resume: undefined,
  idempotencyKey: undefined,
  fingerprint: 'f',
  ...extra,
});

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'email-service-outbox-'));
  file = path.join(dir, 'outbox.sqlite');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the outbox on disk', () => {
  test('is in WAL mode with full sync, and keeps what was committed for the next process', () => {
    const first = openOutboxDatabase(file);
    expect(first.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(first.pragma('synchronous', { simple: true })).toBe(2);
    new Outbox(first).enqueue(submission('<a@x>'));
    first.close();

    expect(new Outbox(openOutboxDatabase(file)).find('<a@x>')).toMatchObject({ state: 'queued', request });
  });

  test('restart safety: entries mid-send when the process died are due again', () => {
    const before = new Outbox(openOutboxDatabase(file));
    before.enqueue(submission('<a@x>'));
    before.enqueue(submission('<b@x>'));
    expect(before.claimDue(1).map((entry) => entry.id)).toEqual(['<a@x>']);
    // No markSent: the process is gone.

    const after = new Outbox(openOutboxDatabase(file));
    expect(after.requeueInterrupted()).toBe(1);
    expect(
      after
        .claimDue(10)
        .map((entry) => [entry.id, entry.attempts])
        .sort(),
    ).toEqual([
      ['<a@x>', 2],
      ['<b@x>', 1],
    ]);
  });

  test('retention: delivered entries go after the period; queued and dead letters stay', () => {
    let now = 1_000_000;
    const outbox = new Outbox(openOutboxDatabase(file), { now: () => now });
    for (const id of ['<sent@x>', '<dead@x>', '<queued@x>']) outbox.enqueue(submission(id));
    outbox.claimDue(2);
    outbox.markSent('<sent@x>');
    outbox.markDead('<dead@x>', '550 no');
    now += 91 * 24 * 60 * 60 * 1000;

    expect(outbox.purgeDelivered(now - 90 * 24 * 60 * 60 * 1000)).toBe(1);
    expect(outbox.stats()).toMatchObject({ sent: 0, dead: 1, queued: 1 });
  });

  test('refuses new entries past maxPending, and finds an entry by its uuid alone', () => {
    const outbox = new Outbox(openOutboxDatabase(file), { maxPending: 1 });
    expect(outbox.enqueue(submission('<1f0e@x>'))).toEqual({ outcome: 'stored', id: '<1f0e@x>' });
    expect(outbox.enqueue(submission('<2@x>'))).toEqual({
      outcome: 'full',
      reason: 'the outbox holds its limit of 1 undelivered submissions',
    });
    expect(outbox.find('1f0e')?.id).toBe('<1f0e@x>');
    expect(outbox.find('%')).toBeUndefined();
  });
});

describe('retries', () => {
  test('full jitter: between 0 and the capped exponential', () => {
    const policy = { baseMs: 100, capMs: 1000, maxAttempts: 5 };
    expect([1, 2, 3, 4, 5, 10].map((attempt) => retryDelayMs(attempt, policy, () => 0.999999))).toEqual([
      99, 199, 399, 799, 999, 999,
    ]);
    expect(retryDelayMs(3, policy, () => 0)).toBe(0);
  });

  test.each([
    [{ responseCode: 550 }, 'permanent'],
    [{ responseCode: 554, code: 'EMESSAGE' }, 'permanent'],
    [{ responseCode: 451 }, 'temporary'],
    [{ responseCode: 421 }, 'temporary'],
    [{ code: 'ECONNECTION' }, 'temporary'],
    [{ code: 'ETIMEDOUT' }, 'temporary'],
    [{ code: 'EAUTH', responseCode: 535 }, 'permanent'],
    [{ code: 'ENOTDIR' }, 'temporary'],
  ])('%j is %s', (error, kind) => {
    expect(classifyFailure(Object.assign(new Error('x'), error))).toBe(kind);
  });

  test('a temporary failure on the last allowed attempt makes a dead letter', async () => {
    const outbox = new Outbox(openOutboxDatabase(file));
    outbox.enqueue(submission('<a@x>'));
    const failing: Mailer = {
      kind: 'smtp',
      send: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' })),
      status: () => Promise.resolve({ transport: 'smtp', usable: true }),
      close: () => undefined,
    };
    const worker = createOutboxWorker({
      outbox,
      mailer: failing,
      logger: createLogger('silent'),
      config: testConfig,
      retry: { baseMs: 1, capMs: 1, maxAttempts: 3 },
      concurrency: 1,
      pollMs: 10,
      retentionMs: 0,
      random: () => 0,
    });
    await worker.runUntilIdle();

    expect(outbox.find('<a@x>')).toMatchObject({
      state: 'dead',
      attempts: 3,
      lastError: expect.stringContaining('ECONNECTION'),
    });
  });
});
