import { existsSync } from 'node:fs';
import { loadConfig, loadEnvFile, type DatabaseConfig } from '../config';
import { createLogger } from '../logger';
import { openDeliveryQueue } from '../postgres/delivery-queue';
import { PgSubmissionStore } from '../postgres/pg-store';
import { createPool } from '../postgres/pool';
import { csvHeader, csvRow } from './csv';
import { openOutboxDatabase } from './database';
import { embeddedStore } from './embedded-store';
import { Outbox } from './outbox';
import type { OutboxEntry, OutboxState } from './outbox-entry';
import type { SubmissionStore } from './submission-store';

const usage = `Usage: npm run outbox -- <command>

  list [--state queued|sending|sent|dead] [--limit N]   the latest submissions (default 50)
  retry <id>                                            send a dead or waiting submission again now
  export --csv                                          every submission as CSV on standard output
                                                        (npm run -s outbox -- export --csv > leads.csv)

The running service picks up a retried submission at its next poll. OUTBOX_PATH names the outbox
(default email-service/var/outbox.sqlite); with DATABASE_URL set, the shared PostgreSQL store is read.`;

const states: readonly OutboxState[] = ['queued', 'sending', 'sent', 'dead'];

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function describe(entry: OutboxEntry): string {
  const when = new Date(entry.createdAt).toISOString().slice(0, 19).replace('T', ' ');
  const who = entry.request.from_email || entry.request.from_name || '-';
  const error = entry.lastError ? `  ${entry.lastError.slice(0, 80)}` : '';
  return `${entry.id}  ${when}  ${entry.state.padEnd(7)}  ${String(entry.attempts).padStart(3)}  ${entry.formType.padEnd(14)}  ${who}${error}`;
}

/** Runs one command; returns the exit code. Output goes through `write` so tests can read it. */
export async function runOutboxCommand(
  args: readonly string[],
  store: SubmissionStore,
  write: (text: string) => void,
): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'list') {
    const state = option(rest, '--state');
    if (state !== undefined && !states.includes(state as OutboxState)) {
      write(`unknown state ${state}; one of ${states.join(', ')}\n`);
      return 2;
    }
    const limit = Number(option(rest, '--limit') ?? 50);
    const stats = await store.stats();
    write(`queued ${stats.queued}, sending ${stats.sending}, sent ${stats.sent}, dead ${stats.dead}\n`);
    for (const entry of await store.list(state as OutboxState | undefined, limit)) write(`${describe(entry)}\n`);
    return 0;
  }
  if (command === 'retry' && rest[0]) {
    const entry = await store.retry(rest[0]);
    if (!entry) {
      write(`no submission ${rest[0]}\n`);
      return 1;
    }
    write(entry.state === 'queued' ? `queued again: ${entry.id}\n` : `not retried (${entry.state}): ${entry.id}\n`);
    return entry.state === 'queued' ? 0 : 1;
  }
  if (command === 'export' && rest.includes('--csv')) {
    write(`${csvHeader.join(',')}\r\n`);
    for await (const entry of store.submissions()) write(`${csvRow(entry)}\r\n`);
    return 0;
  }
  write(`${usage}\n`);
  return command === undefined || command === 'help' ? 0 : 2;
}

const print = (text: string) => process.stdout.write(text);

async function runOnPostgres(args: readonly string[], database: DatabaseConfig): Promise<number> {
  const logger = createLogger('warn');
  const pool = createPool(database.url, 2, logger);
  try {
    // Not supervising: expiry and retention are the running instances' work.
    const { boss } = await openDeliveryQueue(pool, { leaseSeconds: database.leaseSeconds, supervise: false }, logger);
    try {
      const config = loadConfig();
      const store = new PgSubmissionStore(pool, boss, {
        maxPending: config.outbox.maxPending,
        maxBytes: config.outbox.maxBytes,
      });
      return await runOutboxCommand(args, store, print);
    } finally {
      await boss.stop({ graceful: false, close: false, wait: true });
    }
  } finally {
    await pool.end();
  }
}

async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  const args = process.argv.slice(2);
  if (config.database) {
    process.exitCode = await runOnPostgres(args, config.database);
    return;
  }
  if (config.outbox.path !== ':memory:' && !existsSync(config.outbox.path)) {
    process.stderr.write(`no outbox at ${config.outbox.path} yet: the service creates it when it starts\n`);
    process.exitCode = 1;
    return;
  }
  const db = openOutboxDatabase(config.outbox.path);
  try {
    process.exitCode = await runOutboxCommand(args, embeddedStore(new Outbox(db)), print);
  } finally {
    db.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`outbox: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
