import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import Database from 'libsql';
import { sql } from 'kysely';
import type { ValidEmailRequest } from '@inklined/contracts/email';
import { createLogger } from '../logger';
import { Outbox } from '../outbox/outbox';
import type { NewSubmission } from '../outbox/outbox-entry';
import { OutboxQueue } from '../outbox/outbox-queue';
import { personDataContract } from '../test-support/person-data-contract';
import { brokenMigration, storeContract } from '../test-support/store-contract';
import { migrate } from './migrate';
import { openStore, type Store } from './open-store';
import { purgeStore } from './purge';

const logger = createLogger('silent');
storeContract('the embedded store (SQLite)', () => openStore({ path: ':memory:' }, logger));
personDataContract('the embedded store (SQLite)', () => openStore({ path: ':memory:' }, logger));

const request: ValidEmailRequest = {
  to_email: 'contact@criticallyinklined.com',
  subject: 'Application',
  message: 'Body',
  formType: 'jobApplication',
};
const submission = (id: string): NewSubmission => ({
  id,
  request,
  resume: undefined,
  idempotencyKey: undefined,
  fingerprint: id,
});
const limits = { maxPending: 100, maxBytes: 1024 * 1024 };

let dir: string;
let file: string;
const opened: Store[] = [];
async function open(): Promise<Store> {
  const store = await openStore({ path: file }, logger);
  opened.push(store);
  return store;
}
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'email-service-store-'));
  file = path.join(dir, 'outbox.sqlite');
});
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  chmodSync(dir, 0o700);
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded store on disk', () => {
  test('is in WAL mode; an acknowledgement waits for the disk, other writes do not; what was committed stays', async () => {
    const first = await open();
    const pragma = async (db: Store['db'], name: string) =>
      Object.values((await sql<Record<string, unknown>>`PRAGMA ${sql.raw(name)}`.execute(db)).rows[0]!)[0];
    expect(await pragma(first.db, 'journal_mode')).toBe('wal');
    expect(await first.durable((db) => pragma(db, 'synchronous'))).toBe(2);
    expect(await pragma(first.db, 'synchronous')).toBe(1);
    let durableRuns = 0;
    const watched: Store = { ...first, durable: (work) => ((durableRuns += 1), first.durable(work)) };
    await new Outbox(watched, limits).enqueue(submission('<a@x>'));
    expect(durableRuns).toBe(1);
    await first.close();

    expect(await new Outbox(await open(), limits).find('<a@x>')).toMatchObject({ state: 'queued', request });
  });

  test('acknowledgements that come together share a commit; one that fails undoes only its own writes', async () => {
    const store = await open();
    const outbox = new Outbox(store, limits);
    const failing = store.durable(async (trx) => {
      await trx.insertInto('confirmations').values({ recipient_hash: 'undone', confirmed_at: 1 }).execute();
      throw new Error('this work fails after writing');
    });
    const outcomes = await Promise.allSettled([
      outbox.enqueue(submission('<one@x>')),
      failing,
      outbox.enqueue(submission('<two@x>')),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await outbox.find('<one@x>')).toMatchObject({ state: 'queued' });
    expect(await outbox.find('<two@x>')).toMatchObject({ state: 'queued' });
    expect(await store.db.selectFrom('confirmations').selectAll().execute()).toEqual([]);
  });

  test('a purge that gives pages back leaves the store taking acknowledgements', async () => {
    const store = await open();
    const outbox = new Outbox(store, { maxPending: 100, maxBytes: 64 * 1024 * 1024 });
    const resume = { filename: 'cv.pdf', contentType: 'application/pdf', content: Buffer.alloc(512 * 1024, 1) };
    for (let n = 0; n < 8; n++) await outbox.enqueue({ ...submission(`<old-${n}@x>`), resume });
    await store.db.updateTable('outbox').set({ state: 'sent', sent_at: 1 }).execute();
    const pages = async () => Number(Object.values((await sql`PRAGMA page_count`.execute(store.db)).rows[0]!)[0]);
    const before = await pages();
    expect(
      await purgeStore(store, {
        retentionMs: 1,
        deadLetterRetentionMs: 0,
        confirmationWindowMs: 1,
        rateWindowMs: 1,
      }),
    ).toBe(8);
    expect(await pages()).toBeLessThan(before / 4);
    expect(await outbox.enqueue(submission('<after@x>'))).toMatchObject({ outcome: 'stored' });
    expect(await outbox.find('<after@x>')).toMatchObject({ state: 'queued' });
  });

  test('an outbox written by the release before this store (main e6fe49a) is migrated with every row', async () => {
    copyFileSync(path.join(__dirname, '..', '..', 'fixtures', 'store', 'outbox-e6fe49a.sqlite'), file);
    const store = await open();
    const outbox = new Outbox(store, limits);
    const id = (n: number) => `<0000000${n}-1111-4222-8333-444444444444@criticallyinklined.com>`;
    expect(await outbox.stats()).toEqual({
      queued: 2,
      sending: 1,
      sent: 1,
      dead: 1,
      oldestPendingAt: Date.UTC(2026, 10, 20, 9, 2, 0),
      bytes: 1417,
    });
    expect(await outbox.find(id(2))).toMatchObject({ state: 'dead', lastError: 'EENVELOPE 550 Mailbox unavailable' });
    expect((await outbox.find(id(3)))?.resume?.content.toString()).toBe('%PDF-1.4\n% a resume\n%%EOF\n');
    // Its idempotency keys still answer.
    const repeat = { ...submission('<new@x>'), idempotencyKey: 'key-5', fingerprint: 'f5' };
    expect(await outbox.enqueue(repeat)).toEqual({ outcome: 'repeat', id: id(5) });
    // The send the old release was making when it stopped had no lease: it waits again at once.
    const queue = new OutboxQueue(store, 60_000);
    await queue.releaseExpired();
    const claimed = await queue.claimDue(10);
    expect(claimed.map((entry) => entry.id).sort()).toEqual([id(3), id(4), id(5)]);
    expect(claimed.find((entry) => entry.id === id(3))?.attempts).toBe(2);
    expect(await migrate(store)).toEqual({ applied: [], ahead: false });
  });

  test('an outbox written before sizes and kinds were kept is migrated, its sizes filled in', async () => {
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
    const outbox = new Outbox(await open(), limits);
    expect((await outbox.stats()).bytes).toBe(5000 + JSON.stringify(request).length);
    expect(await outbox.find('<old@x>')).toMatchObject({ kind: 'submission', resume: { filename: 'cv.pdf' } });
  });

  test('a migration that fails leaves nothing of itself, and the store as it was', async () => {
    const store = await open();
    await expect(migrate(store, [brokenMigration])).rejects.toThrow('migration 99 (broken) failed');
    const tables = (await store.db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('half');
    expect(await migrate(store)).toEqual({ applied: [], ahead: false });
  });

  test('opened while another process writes (`npm run vitals` beside the service), it waits for the write', async () => {
    await (await openStore({ path: file }, logger)).close();
    // The other process: a write transaction held half a second, as libsql's calls block the
    // thread that makes them (the wait for its lock cannot be in this one).
    const writer = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require('libsql'))(${JSON.stringify(file)});
         db.exec('BEGIN IMMEDIATE');
         db.exec('CREATE TABLE written_meanwhile (a)');
         console.log('writing');
         setTimeout(() => db.exec('COMMIT'), 500);`,
      ],
      { cwd: __dirname, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => writer.once('exit', resolve));
    await new Promise<void>((resolve) =>
      writer.stdout!.on('data', (data: Buffer) => data.includes('writing') && resolve()),
    );
    // It failed at once with "database is locked" while its first pragmas ran before its busy timeout.
    const store = await open();
    const tables = (await store.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toContain('written_meanwhile');
    await exited;
  });
});

describe('the store is checked before every acknowledgement', () => {
  test('deleted: refused with the reason, nothing stored, and what was stored before is still deliverable', async () => {
    const store = await open();
    const outbox = new Outbox(store, limits);
    expect((await outbox.enqueue(submission('<before@x>'))).outcome).toBe('stored');
    unlinkSync(file);
    const gone = { ok: false, reason: `the outbox file ${file} is gone` };
    expect(await outbox.enqueue(submission('<after@x>'))).toEqual({ outcome: 'storeUnavailable', reason: gone.reason });
    expect(outbox.health()).toEqual(gone);
    // The open file still holds the acknowledged submission: the worker delivers it.
    expect((await new OutboxQueue(store, 60_000).claimDue(10)).map((entry) => entry.id)).toEqual(['<before@x>']);
  });

  test('replaced by another file: refused', async () => {
    const outbox = new Outbox(await open(), limits);
    renameSync(file, `${file}.old`);
    writeFileSync(file, '');
    expect(await outbox.enqueue(submission('<x@x>'))).toMatchObject({ outcome: 'storeUnavailable' });
  });

  test('its folder made read-only: refused (even for root, who could write anyway); writable again: accepted', async () => {
    const outbox = new Outbox(await open(), limits);
    chmodSync(dir, 0o555);
    expect(await outbox.enqueue(submission('<ro@x>'))).toEqual({
      outcome: 'storeUnavailable',
      reason: `the outbox folder ${dir} is not writable`,
    });
    chmodSync(dir, 0o700);
    expect((await outbox.enqueue(submission('<rw@x>'))).outcome).toBe('stored');
  });
});
