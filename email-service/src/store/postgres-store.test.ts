import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'kysely';
import { Client } from 'pg';
import { createLogger } from '../logger';
import { runOutboxCommand } from '../outbox/cli';
import { PersonData } from '../privacy/person-data';
import { outboxService } from '../outbox/create-outbox-service';
import { Outbox } from '../outbox/outbox';
import { OutboxQueue } from '../outbox/outbox-queue';
import { startTestPostgres, type TestPostgres } from '../test-support/postgres';
import { setUpSmtpSink } from '../test-support/set-up-smtp-sink';
import { personDataContract } from '../test-support/person-data-contract';
import { brokenMigration, storeContract } from '../test-support/store-contract';
import { payloads, testConfig, testOutboxConfig } from '../test-support/test-app';
import { migrate } from './migrate';
import { migrations } from './migrations';
import { openStore } from './open-store';

const logger = createLogger('silent');
const serviceDir = path.resolve(__dirname, '..', '..');
let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startTestPostgres();
});
afterAll(() => postgres.stop());

const openShared = async (url?: string) =>
  openStore({ url: url ?? (await postgres.createDatabase()), poolMax: 4 }, logger);
storeContract('the shared store (PostgreSQL)', () => openShared());
personDataContract('the shared store (PostgreSQL)', () => openShared());

/** A command of the service, as `npm run` starts it: Node with the tsx loader, in email-service/. */
function command(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: serviceDir, env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('migrations on PostgreSQL', () => {
  test('a database the release before this store (main e6fe49a) left is taken as it is, with every row', async () => {
    const url = await postgres.createDatabase();
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query(readFileSync(path.join(serviceDir, 'fixtures', 'store', 'postgres-e6fe49a.sql'), 'utf8'));
    await client.end();

    const store = await openShared(url);
    try {
      expect(await migrate(store)).toEqual({ applied: [], ahead: false });
      const outbox = new Outbox(store, { maxPending: 100, maxBytes: 1024 * 1024 });
      expect(await outbox.stats()).toMatchObject({ queued: 2, sending: 1, sent: 1, dead: 1, bytes: 1040 });
      const id = (n: number) => `<0000000${n}-1111-4222-8333-444444444444@criticallyinklined.com>`;
      expect((await outbox.find(id(3)))?.resume?.content.toString()).toBe('%PDF-1.4\n% a resume\n%%EOF\n');
      const repeat = {
        id: '<new@x>',
        request: payloads.contact,
        resume: undefined,
        idempotencyKey: 'key-5',
        fingerprint: 'f5',
      };
      expect(await outbox.enqueue(repeat)).toEqual({ outcome: 'repeat', id: id(5) });
      // The send under a lease that ran out long ago is taken up again.
      const queue = new OutboxQueue(store, 60_000);
      await queue.releaseExpired();
      const claimed = await queue.claimDue(10);
      expect(claimed.map((entry) => entry.id).sort()).toEqual([id(3), id(4), id(5)]);
    } finally {
      await store.close();
    }
  });

  test('instances starting together apply each migration once; a failed one leaves nothing', async () => {
    const url = await postgres.createDatabase();
    const stores = await Promise.all([openShared(url), openShared(url), openShared(url)]);
    try {
      const counted = await sql<{ n: number }>`SELECT count(*) AS n FROM schema_migrations`.execute(stores[0]!.db);
      expect(counted.rows).toEqual([{ n: migrations.length }]);
      await expect(migrate(stores[0]!, [brokenMigration])).rejects.toThrow('migration 99 (broken) failed');
      expect((await sql`SELECT to_regclass('half') AS t`.execute(stores[0]!.db)).rows).toEqual([{ t: null }]);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });
});

let rejecting = false;
const smtp = setUpSmtpSink({
  onRcptTo: (_address, _session, callback) =>
    callback(rejecting ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined),
});

describe('delivery and the commands over PostgreSQL', () => {
  test('a refusal is a dead letter, listed by `npm run outbox`; retried, it is delivered once; `npm run vitals` reads it too', async () => {
    const url = await postgres.createDatabase();
    const store = await openShared(url);
    const config = {
      ...testConfig,
      outbox: testOutboxConfig,
      vitals: { maxRows: 100, rateLimitMax: 60 },
      database: undefined,
    };
    const service = outboxService(store, config, smtp.mailer, logger);
    const id = '<22222222-0000-4000-8000-000000000002@criticallyinklined.test>';
    try {
      rejecting = true;
      await service.outbox.enqueue({
        id,
        request: payloads.contact,
        resume: undefined,
        idempotencyKey: undefined,
        fingerprint: id,
      });
      await service.vitals.add({ route: '/faq', samples: [{ name: 'LCP', value: 1800 }] });
      await service.worker.runUntilIdle();
      expect(await service.outbox.find(id)).toMatchObject({ state: 'dead', lastError: expect.stringContaining('550') });

      const env = { ...process.env, DATABASE_URL: url, OUTBOX_PATH: '/nonexistent/outbox.sqlite' };
      const listed = await command(['src/outbox/cli.ts', 'list', '--state', 'dead'], env);
      expect(listed.code).toBe(0);
      expect(listed.output).toContain('queued 0, sending 0, sent 0, dead 1');
      expect(listed.output).toMatch(/<22222222-.*dead .*550/);
      const vitals = await command(['src/vitals/cli.ts'], env);
      expect(vitals.output).toMatch(/^\/faq +LCP +1 +1\.80 s +good$/m);

      rejecting = false;
      let output = '';
      expect(
        await runOutboxCommand(
          ['retry', '22222222-0000-4000-8000-000000000002'],
          { outbox: service.outbox, people: new PersonData(store, '/nonexistent/mail') },
          (text) => (output += text),
        ),
      ).toBe(0);
      await service.worker.runUntilIdle();
      expect(await service.outbox.find(id)).toMatchObject({ state: 'sent', attempts: 1 });
      expect(smtp.sink.received.map((mail) => mail.parsed.messageId)).toEqual([id]);
    } finally {
      rejecting = false;
      await service.close();
    }
  });
});
