import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import type { Pool } from 'pg';
import type { ServerConfig } from '../config';
import { createLogger } from '../logger';
import { createOutboxService, type OutboxService } from '../outbox/create-outbox-service';
import { runOutboxCommand } from '../outbox/cli';
import type { NewSubmission } from '../outbox/outbox-entry';
import { startTestPostgres, type TestPostgres } from '../test-support/postgres';
import { setUpSmtpSink } from '../test-support/set-up-smtp-sink';
import { INBOX, payloads, testConfig, testRetryPolicy, testSmtpMailer } from '../test-support/test-app';
import { applyMigrations, migrate, readMigrations, withSchemaLock } from './migrate';
import { purgeShared } from './pg-purge';
import { PgVitals } from './pg-vitals';
import { createPool } from './pool';

const logger = createLogger('silent');
let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startTestPostgres();
}, 60_000);
afterAll(() => postgres.stop());

let rejecting = false;
/** How long the sink takes to accept a recipient: a slow mail server. */
let rcptDelayMs = 0;
const smtp = setUpSmtpSink({
  onRcptTo: (_address: unknown, _session: unknown, callback: (error?: Error) => void) =>
    setTimeout(
      () => callback(rejecting ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined),
      rcptDelayMs,
    ),
});

async function sharedService(retentionMs = 0, leaseSeconds = 5, mailer = smtp.mailer): Promise<OutboxService> {
  const config: Parameters<typeof createOutboxService>[0] = {
    ...testConfig,
    outbox: {
      path: ':memory:',
      concurrency: 2,
      pollMs: 20,
      retry: testRetryPolicy,
      retentionMs,
      maxPending: 100,
      maxBytes: 10 * 1024 * 1024,
    },
    vitals: { path: ':memory:', maxRows: 100, rateLimitMax: 60 },
    database: { url: (databaseUrl = await postgres.createDatabase()), poolMax: 4, leaseSeconds },
  } satisfies Partial<ServerConfig>;
  return createOutboxService(config, mailer, logger);
}

let service: OutboxService | undefined;
let databaseUrl: string | undefined;
const afterThis: Array<() => void> = [];
afterEach(async () => {
  rejecting = false;
  rcptDelayMs = 0;
  await service?.worker.stop();
  await service?.close();
  service = undefined;
  afterThis.splice(0).forEach((undo) => undo());
});

const submission = (id: string): NewSubmission => ({
  id,
  request: payloads.contact,
  resume: undefined,
  idempotencyKey: undefined,
  fingerprint: id,
});

/** A command of the service, as `npm run` starts it: Node with the tsx loader, in email-service/. */
function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: path.resolve(__dirname, '..', '..'),
    env,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await check());) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('delivery from the shared store (pg-boss)', () => {
  test('a stored submission is sent once and marked sent', async () => {
    service = await sharedService();
    service.worker.start();
    await service.store.enqueue(submission('<11111111-0000-4000-8000-000000000001@criticallyinklined.test>'));
    service.worker.wake();
    await smtp.sink.waitFor(1);
    await until(async () => (await service!.store.stats()).sent === 1);
    expect(smtp.sink.received.map((mail) => mail.rcptTo)).toEqual([[INBOX]]);
  });

  test('a permanent refusal is a dead letter, listed by the CLI; retried from the CLI it is delivered', async () => {
    service = await sharedService();
    rejecting = true;
    service.worker.start();
    const id = '<22222222-0000-4000-8000-000000000002@criticallyinklined.test>';
    await service.store.enqueue(submission(id));
    service.worker.wake();
    await until(async () => (await service!.store.find(id))?.state === 'dead');

    let output = '';
    const write = (text: string) => (output += text);
    expect(await runOutboxCommand(['list', '--state', 'dead'], service.store, write)).toBe(0);
    expect(output).toContain('queued 0, sending 0, sent 0, dead 1');
    expect(output).toMatch(/<22222222-.*dead .*550/);

    rejecting = false;
    expect(await runOutboxCommand(['retry', '22222222-0000-4000-8000-000000000002'], service.store, write)).toBe(0);
    await smtp.sink.waitFor(1);
    await until(async () => (await service!.store.find(id))?.state === 'sent');
  });
  test('a send slower than a lease keeps its lease: no other worker takes the entry, the mail goes once', async () => {
    // Leases of 1 s: the sweep and pg-boss's expiry hand an entry on 1-2 s after its lease ends,
    // and the server takes 10 s (a mailer that waits that long for it).
    const patient = testSmtpMailer(smtp.sink.url, { timeouts: { socketTimeout: 20_000 } });
    afterThis.push(() => patient.close());
    service = await sharedService(0, 1, patient);
    rcptDelayMs = 10_000;
    service.worker.start();
    const id = '<44444444-0000-4000-8000-000000000004@criticallyinklined.test>';
    await service.store.enqueue(submission(id));
    service.worker.wake();
    await until(async () => (await service!.store.find(id))?.state === 'sent', 30_000);
    // Time for an expired job's retry and a few sweeps: none may send it again.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(smtp.sink.received).toHaveLength(1);
    expect((await service.store.find(id))?.attempts).toBe(1);
  }, 60_000);

  test("an entry whose job was lost (a crash of pg-boss's own bookkeeping, a restore) is found by the sweep and sent", async () => {
    service = await sharedService();
    const id = '<33333333-0000-4000-8000-000000000003@criticallyinklined.test>';
    await service.store.enqueue(submission(id));
    const pool = createPool(databaseUrl!, 1, logger);
    await pool.query("DELETE FROM pgboss.job WHERE name = 'outbox-deliver'");
    await pool.query('UPDATE outbox SET next_attempt_at = next_attempt_at - 3600000 WHERE id = $1', [id]);
    await pool.end();
    service.worker.start();
    await until(async () => (await service!.store.find(id))?.state === 'sent');
  });
});

describe('retention in the shared store', () => {
  test('delivered submissions past OUTBOX_RETENTION_DAYS are purged, dead letters and recent ones kept', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    service = await sharedService(90 * DAY);
    const ids = ['old', 'recent', 'dead'].map((name, i) => `<5555555${i}-0000-4000-8000-00000000000${i}@${name}>`);
    for (const id of ids) await service.store.enqueue(submission(id));
    const pool = createPool(databaseUrl!, 1, logger);
    await pool.query("UPDATE outbox SET state = 'sent', sent_at = inklined_now_ms() - $2 WHERE id = $1", [
      ids[0],
      91 * DAY,
    ]);
    await pool.query("UPDATE outbox SET state = 'sent', sent_at = inklined_now_ms() - $2 WHERE id = $1", [
      ids[1],
      89 * DAY,
    ]);
    await pool.query("UPDATE outbox SET state = 'dead', created_at = created_at - $2 WHERE id = $1", [
      ids[2],
      365 * DAY,
    ]);
    await pool.end();
    service.worker.start();
    await until(async () => (await service!.store.find(ids[0]!)) === undefined);
    expect((await service.store.find(ids[1]!))?.state).toBe('sent');
    expect((await service.store.find(ids[2]!))?.state).toBe('dead');
  });
});

describe('the shared tables stay bounded', () => {
  test('rate-limit buckets: idle ones go, and a flood of addresses is capped at 100 000', async () => {
    const pool = createPool(await postgres.createDatabase(), 2, logger);
    await migrate(pool);
    // One base time for every row: inklined_now_ms() reads the clock per row, and where the insert
    // takes longer than a millisecond two rows got the same time (kept together by the purge: 100 001).
    await pool.query(
      `INSERT INTO rate_limit_buckets (scope, client, tokens, updated_at)
       SELECT 'forms', '10.0.' || n, 1, base.now - n
       FROM generate_series(1, 100010) AS n, (SELECT inklined_now_ms() AS now) AS base`,
    );
    await pool.query("INSERT INTO rate_limit_buckets VALUES ('forms', 'idle', 1, inklined_now_ms() - 7200000)");
    await pool.query(
      "INSERT INTO confirmations VALUES ('old', inklined_now_ms() - 90000000), ('new', inklined_now_ms())",
    );
    await purgeShared(pool, { retentionMs: 0, confirmationWindowMs: 86_400_000, rateWindowMs: 3_600_000 });
    const count = async (sql: string) => Number((await pool.query<{ n: string }>(sql)).rows[0]?.n);
    expect(await count('SELECT count(*) AS n FROM rate_limit_buckets')).toBe(100_000);
    expect(await count("SELECT count(*) AS n FROM rate_limit_buckets WHERE client IN ('idle', '10.0.100010')")).toBe(0);
    expect((await pool.query('SELECT recipient_hash FROM confirmations')).rows).toEqual([{ recipient_hash: 'new' }]);
    await pool.end();
  });
});

describe('the commands against the shared store', () => {
  test('npm run outbox and npm run vitals read PostgreSQL when DATABASE_URL is set', async () => {
    service = await sharedService();
    await service.store.enqueue(submission('<44444444-0000-4000-8000-000000000004@criticallyinklined.test>'));
    await service.vitals.add({ route: '/faq', samples: [{ name: 'LCP', value: 1800 }] });
    const env = { ...process.env, DATABASE_URL: databaseUrl!, OUTBOX_PATH: '/nonexistent/outbox.sqlite' };
    const outbox = await run(['src/outbox/cli.ts', 'list'], env);
    expect(outbox).toMatchObject({ code: 0 });
    expect(outbox.output).toContain('queued 1, sending 0, sent 0, dead 0');
    expect(outbox.output).toContain('<44444444-');
    const vitals = await run(['src/vitals/cli.ts'], env);
    expect(vitals).toMatchObject({ code: 0 });
    expect(vitals.output).toMatch(/^\/faq +LCP +1 +1\.80 s +good$/m);
  }, 30_000);
});

describe('migrations', () => {
  let pool: Pool;
  afterEach(() => pool.end());

  test('run once, in order; an upgrade keeps the rows already there', async () => {
    pool = createPool(await postgres.createDatabase(), 2, logger);
    const [first, ...later] = readMigrations();
    expect(first?.version).toBe(1);
    // A database at the first release, with a submission in it...
    await migrate(pool, [first!]);
    await pool.query(
      `INSERT INTO outbox (id, created_at, state, next_attempt_at, form_type, request_json, fingerprint)
       VALUES ('<kept@x>', 1, 'queued', 1, 'contact', '{}', 'f')`,
    );
    // ...upgraded: the later migrations apply, the row is still there, and a second run does nothing.
    expect((await migrate(pool)).applied).toEqual(later.map((migration) => migration.version));
    expect((await pool.query('SELECT id FROM outbox')).rows).toEqual([{ id: '<kept@x>' }]);
    expect(await migrate(pool)).toEqual({ applied: [], ahead: false });
    // A database a newer release migrated is left alone, and said so.
    expect(await withSchemaLock(pool, (client) => applyMigrations(client, [first!]))).toEqual({
      applied: [],
      ahead: true,
    });
  });

  test('a failed migration leaves nothing half done', async () => {
    pool = createPool(await postgres.createDatabase(), 2, logger);
    const broken = { version: 1, name: 'broken', sql: 'CREATE TABLE half (id int); SELECT * FROM missing_table;' };
    await expect(migrate(pool, [broken])).rejects.toThrow('migration 1 (broken) failed');
    expect((await pool.query("SELECT to_regclass('half') AS t")).rows).toEqual([{ t: null }]);
    expect((await pool.query('SELECT count(*)::int AS n FROM schema_migrations')).rows).toEqual([{ n: 0 }]);
  });
});

describe('vitals in PostgreSQL', () => {
  test('p75 by nearest rank per route and metric, as the embedded store computes it', async () => {
    const pool = createPool(await postgres.createDatabase(), 2, logger);
    await migrate(pool);
    const vitals = new PgVitals(pool, 1000);
    for (const value of [100, 400, 200, 300]) await vitals.add({ route: '/', samples: [{ name: 'INP', value }] });
    await vitals.add({
      route: '/faq',
      samples: [
        { name: 'LCP', value: 1800 },
        { name: 'CLS', value: 0.02 },
      ],
    });
    expect(await vitals.p75()).toEqual([
      { route: '/', metric: 'INP', count: 4, p75: 300 },
      { route: '/faq', metric: 'CLS', count: 1, p75: 0.02 },
      { route: '/faq', metric: 'LCP', count: 1, p75: 1800 },
    ]);
    expect(await vitals.p75(Date.now() + 60_000)).toEqual([]);
    await pool.end();
  });
});
