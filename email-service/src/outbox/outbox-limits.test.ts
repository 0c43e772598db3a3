import { chmodSync, mkdtempSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import Database from 'better-sqlite3';
import type { ValidEmailRequest } from '@inklined/contracts/email';
import { openOutboxDatabase } from './database';
import { Outbox } from './outbox';
import type { NewSubmission } from './outbox-entry';
import { watchStore } from './store-health';

const request: ValidEmailRequest = {
  to_email: 'contact@criticallyinklined.com',
  subject: 'Application',
  message: 'Body',
  formType: 'jobApplication',
};
const resume = (bytes: number) => ({
  filename: 'cv.pdf',
  contentType: 'application/pdf',
  content: Buffer.alloc(bytes, 1),
});
const submission = (id: string, resumeBytes = 0): NewSubmission => ({
  id,
  request,
  resume: resumeBytes > 0 ? resume(resumeBytes) : undefined,
  idempotencyKey: undefined,
  fingerprint: id,
});

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'email-service-limits-'));
  file = path.join(dir, 'outbox.sqlite');
});
afterEach(() => {
  chmodSync(dir, 0o700);
  rmSync(dir, { recursive: true, force: true });
});

describe('the outbox size is capped', () => {
  test('a submission that would take it past maxBytes is refused; delivered resumes no longer count', () => {
    const outbox = new Outbox(openOutboxDatabase(file), { maxBytes: 250_000 });
    expect(outbox.enqueue(submission('<a@x>', 100_000)).outcome).toBe('stored');
    expect(outbox.enqueue(submission('<b@x>', 100_000)).outcome).toBe('stored');
    expect(outbox.enqueue(submission('<c@x>', 100_000))).toEqual({
      outcome: 'full',
      reason: 'the outbox holds its limit of 250000 bytes',
    });
    expect(outbox.stats().bytes).toBeGreaterThan(200_000);

    // Delivered: the recruiters have the file, the archive keeps the fields.
    outbox.claimDue(1);
    outbox.markSent('<a@x>');
    expect(outbox.find('<a@x>')).toMatchObject({ state: 'sent', resume: undefined, request });
    expect(outbox.stats().bytes).toBeLessThan(150_000);
    expect(outbox.enqueue(submission('<c@x>', 100_000)).outcome).toBe('stored');
  });

  test('an outbox written before sizes were kept is migrated, its sizes filled in', () => {
    const old = new Database(file);
    old.exec(`CREATE TABLE outbox (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL, state TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, sent_at INTEGER, last_error TEXT,
      form_type TEXT NOT NULL, request_json TEXT NOT NULL, resume_filename TEXT, resume_content_type TEXT,
      resume BLOB, idempotency_key TEXT UNIQUE, fingerprint TEXT NOT NULL)`);
    old
      .prepare(
        `INSERT INTO outbox (id, created_at, state, next_attempt_at, form_type, request_json, resume_filename,
         resume_content_type, resume, fingerprint) VALUES ('<old@x>', 1, 'queued', 1, 'jobApplication', ?, 'cv.pdf',
         'application/pdf', ?, 'f')`,
      )
      .run(JSON.stringify(request), Buffer.alloc(5000));
    old.close();
    const outbox = new Outbox(openOutboxDatabase(file));
    expect(outbox.stats().bytes).toBe(5000 + JSON.stringify(request).length);
    expect(outbox.find('<old@x>')?.resume?.content.length).toBe(5000);
  });
});

describe('the store is checked before every acknowledgement', () => {
  const open = () => new Outbox(openOutboxDatabase(file), { storeHealth: watchStore(file) });

  test('deleted: refused with the reason, nothing stored, and what was stored before is still deliverable', () => {
    const outbox = open();
    expect(outbox.enqueue(submission('<before@x>')).outcome).toBe('stored');
    unlinkSync(file);
    expect(outbox.enqueue(submission('<after@x>'))).toEqual({
      outcome: 'storeUnavailable',
      reason: `the outbox file ${file} is gone`,
    });
    expect(outbox.health()).toEqual({ ok: false, reason: `the outbox file ${file} is gone` });
    // The open file still holds the acknowledged submission: the worker delivers it.
    expect(outbox.claimDue(10).map((entry) => entry.id)).toEqual(['<before@x>']);
  });

  test('replaced by another file: refused', () => {
    const outbox = open();
    renameSync(file, `${file}.old`);
    writeFileSync(file, '');
    expect(outbox.enqueue(submission('<x@x>'))).toMatchObject({ outcome: 'storeUnavailable' });
  });

  test('its folder made read-only: refused (even for root, who could write anyway); writable again: accepted', () => {
    const outbox = open();
    chmodSync(dir, 0o555);
    expect(outbox.enqueue(submission('<ro@x>'))).toEqual({
      outcome: 'storeUnavailable',
      reason: `the outbox folder ${dir} is not writable`,
    });
    chmodSync(dir, 0o700);
    expect(outbox.enqueue(submission('<rw@x>')).outcome).toBe('stored');
  });
});
