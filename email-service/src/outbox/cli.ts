import { isEmailAddress } from '@inklined/contracts/email-address';
import { PersonData, type Erasure } from '../privacy/person-data';
import { runCommand } from '../store/run-command';
import { csvHeader, csvRow } from './csv';
import { Outbox } from './outbox';
import { outboxStates, type OutboxEntry, type OutboxState } from './outbox-entry';

const usage = `Usage: npm run outbox -- <command>

  list [--state queued|sending|sent|dead] [--limit N]   the latest submissions (default 50)
  retry <id or reference>                               send a dead or waiting submission again now
  export --csv                                          every submission as CSV on standard output
                                                        (npm run -s outbox -- export --csv > leads.csv)
  export-person <email>                                 everything held for that address, as JSON
  erase-person <email>                                  erases all of it, and keeps a receipt (hash, counts, time)
  erasures                                              the receipts kept, newest first

The running service picks up a retried submission at its next poll. OUTBOX_PATH names the outbox
(default email-service/var/outbox.sqlite); with DATABASE_URL set, the shared PostgreSQL store is read.`;

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function describe(entry: OutboxEntry): string {
  const when = new Date(entry.createdAt).toISOString().slice(0, 19).replace('T', ' ');
  const who = entry.request.from_email || entry.request.from_name || '-';
  const error = entry.lastError ? `  ${entry.lastError.slice(0, 80)}` : '';
  return `${entry.id}  ${entry.reference ?? '-'}  ${when}  ${entry.state.padEnd(7)}  ${String(entry.attempts).padStart(3)}  ${entry.formType.padEnd(14)}  ${who}${error}`;
}

/** What the command tells the owner after an erasure: what went, what was never sent, what it cannot reach. */
function describeErasure(address: string, { receipt, undelivered, mailFiles }: Erasure): string {
  const lines = [
    `Erased for ${address}:`,
    `  submissions          ${receipt.submissions}`,
    `  confirmation mails   ${receipt.confirmations}`,
    `  confirmation record  ${receipt.confirmationRecords}`,
    `  mail files           ${receipt.mailFiles}${mailFiles.length ? ` (${mailFiles.join(', ')})` : ''}`,
    ...undelivered.map(({ id, reference, state }) =>
      state === 'sending'
        ? `  ${reference ?? id} was being sent at that moment: the inbox may still receive it; run this again to remove a copy written since.`
        : `  ${reference ?? id} was not yet delivered (${state}): erased, it will never be sent.`,
    ),
    `Receipt ${receipt.id} kept: ${receipt.erasedAt}, address hash ${receipt.addressHash}, counts only.`,
    'Copies already delivered to the company inbox are in the mail account: delete them there (search for the address).',
  ];
  return `${lines.join('\n')}\n`;
}

export interface CommandServices {
  readonly outbox: Outbox;
  readonly people: PersonData;
}

/** Runs one command; returns the exit code. Output goes through `write` so tests can read it. */
export async function runOutboxCommand(
  args: readonly string[],
  { outbox, people }: CommandServices,
  write: (text: string) => void,
): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'export-person' || command === 'erase-person') {
    const address = rest[0]?.trim() ?? '';
    if (!isEmailAddress(address)) {
      write(`${command} needs an e-mail address, e.g. npm run outbox -- ${command} asha@example.com\n`);
      return 2;
    }
    if (command === 'export-person') write(`${JSON.stringify(await people.export(address), null, 2)}\n`);
    else write(describeErasure(address, await people.erase(address)));
    return 0;
  }
  if (command === 'erasures') {
    for (const receipt of await people.receipts()) write(`${JSON.stringify(receipt)}\n`);
    return 0;
  }
  if (command === 'list') {
    const state = option(rest, '--state');
    if (state !== undefined && !outboxStates.includes(state as OutboxState)) {
      write(`unknown state ${state}; one of ${outboxStates.join(', ')}\n`);
      return 2;
    }
    const limit = Number(option(rest, '--limit') ?? 50);
    const stats = await outbox.stats();
    write(`queued ${stats.queued}, sending ${stats.sending}, sent ${stats.sent}, dead ${stats.dead}\n`);
    for (const entry of await outbox.list(state as OutboxState | undefined, limit)) write(`${describe(entry)}\n`);
    return 0;
  }
  if (command === 'retry' && rest[0]) {
    const entry = await outbox.retry(rest[0]);
    if (!entry) {
      write(`no submission ${rest[0]}\n`);
      return 1;
    }
    write(entry.state === 'queued' ? `queued again: ${entry.id}\n` : `not retried (${entry.state}): ${entry.id}\n`);
    return entry.state === 'queued' ? 0 : 1;
  }
  if (command === 'export' && rest.includes('--csv')) {
    write(`${csvHeader.join(',')}\r\n`);
    for await (const entry of outbox.submissions()) write(`${csvRow(entry)}\r\n`);
    return 0;
  }
  write(`${usage}\n`);
  return command === undefined || command === 'help' ? 0 : 2;
}

if (require.main === module) {
  runCommand('outbox', (store, config) =>
    runOutboxCommand(
      process.argv.slice(2),
      { outbox: new Outbox(store, config.outbox), people: new PersonData(store, config.mailDir) },
      (text) => process.stdout.write(text),
    ),
  );
}
