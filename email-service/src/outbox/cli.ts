import { existsSync } from 'node:fs';
import { loadConfig, loadEnvFile } from '../config';
import { csvHeader, csvRow } from './csv';
import { openOutboxDatabase } from './database';
import { Outbox, type OutboxEntry, type OutboxState } from './outbox';

const usage = `Usage: npm run outbox -- <command>

  list [--state queued|sending|sent|dead] [--limit N]   the latest submissions (default 50)
  retry <id>                                            send a dead or waiting submission again now
  export --csv                                          every submission as CSV on standard output
                                                        (npm run -s outbox -- export --csv > leads.csv)

The running service picks up a retried submission at its next poll. OUTBOX_PATH names the outbox
(default email-service/var/outbox.sqlite).`;

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
export function runOutboxCommand(args: readonly string[], outbox: Outbox, write: (text: string) => void): number {
  const [command, ...rest] = args;
  if (command === 'list') {
    const state = option(rest, '--state');
    if (state !== undefined && !states.includes(state as OutboxState)) {
      write(`unknown state ${state}; one of ${states.join(', ')}\n`);
      return 2;
    }
    const limit = Number(option(rest, '--limit') ?? 50);
    const stats = outbox.stats();
    write(`queued ${stats.queued}, sending ${stats.sending}, sent ${stats.sent}, dead ${stats.dead}\n`);
    for (const entry of outbox.list(state as OutboxState | undefined, limit)) write(`${describe(entry)}\n`);
    return 0;
  }
  if (command === 'retry' && rest[0]) {
    const entry = outbox.retry(rest[0]);
    if (!entry) {
      write(`no submission ${rest[0]}\n`);
      return 1;
    }
    write(entry.state === 'queued' ? `queued again: ${entry.id}\n` : `not retried (${entry.state}): ${entry.id}\n`);
    return entry.state === 'queued' ? 0 : 1;
  }
  if (command === 'export' && rest.includes('--csv')) {
    write(`${csvHeader.join(',')}\r\n`);
    for (const entry of outbox.all()) write(`${csvRow(entry)}\r\n`);
    return 0;
  }
  write(`${usage}\n`);
  return command === undefined || command === 'help' ? 0 : 2;
}

function main(): void {
  loadEnvFile();
  const config = loadConfig();
  if (config.outbox.path !== ':memory:' && !existsSync(config.outbox.path)) {
    process.stderr.write(`no outbox at ${config.outbox.path} yet: the service creates it when it starts\n`);
    process.exitCode = 1;
    return;
  }
  const db = openOutboxDatabase(config.outbox.path);
  try {
    process.exitCode = runOutboxCommand(process.argv.slice(2), new Outbox(db), (text) => process.stdout.write(text));
  } finally {
    db.close();
  }
}

if (require.main === module) main();
