import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import type { ValidEmailRequest } from '@inklined/contracts/email';
import { PersonData } from '../privacy/person-data';
import { runOutboxCommand } from './cli';
import { csvField } from './csv';
import { createLogger } from '../logger';
import { openStore, type Store } from '../store/open-store';
import { Outbox } from './outbox';
import { OutboxQueue } from './outbox-queue';

const serviceDir = path.resolve(__dirname, '..', '..');
const request: ValidEmailRequest = {
  to_email: 'contact@criticallyinklined.com',
  subject: 'Thesis, "urgent"',
  message: 'Line one\nLine two',
  from_name: '=HYPERLINK("http://evil.example","click")',
  from_email: 'asha@example.com',
  formType: 'contact',
};

let dir: string;
let file: string;
let store: Store;
let outbox: Outbox;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'email-service-cli-'));
  file = path.join(dir, 'outbox.sqlite');
  store = await openStore({ path: file }, createLogger('silent'));
  let clock = Date.now();
  outbox = new Outbox(store, { maxPending: 10, maxBytes: 1024 * 1024, now: () => clock });
  await outbox.enqueue({ id: '<1111@x>', request, resume: undefined, idempotencyKey: undefined, fingerprint: 'a' });
  clock += 1;
  await outbox.enqueue({ id: '<2222@x>', request, resume: undefined, idempotencyKey: undefined, fingerprint: 'b' });
  const queue = new OutboxQueue(store, 60_000);
  await queue.markDead((await queue.claimDue(1))[0]!, 'EENVELOPE 550 Mailbox unavailable');
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

async function run(...args: string[]) {
  let output = '';
  const services = { outbox, people: new PersonData(store, path.join(dir, 'mail')) };
  const code = await runOutboxCommand(args, services, (text) => (output += text));
  return { code, output };
}

describe('npm run outbox', () => {
  test('list: counts, then one line per submission, dead letters with their error', async () => {
    const { code, output } = await run('list', '--state', 'dead');
    expect(code).toBe(0);
    expect(output.split('\n')[0]).toBe('queued 1, sending 0, sent 0, dead 1');
    expect(output).toMatch(
      /<1111@x> +CI-\w{4}-\w{4} .* dead +1 +contact +asha@example.com +EENVELOPE 550 Mailbox unavailable/,
    );
    expect(output).not.toContain('<2222@x>');
    expect((await run('list', '--state', 'lost')).code).toBe(2);
  });

  test('retry: by id, uuid or reference; an unknown id fails', async () => {
    expect(await run('retry', '1111')).toEqual({ code: 0, output: 'queued again: <1111@x>\n' });
    expect(await outbox.find('<1111@x>')).toMatchObject({ state: 'queued', attempts: 0 });
    const { reference } = (await outbox.find('<2222@x>'))!;
    expect(await run('retry', reference!.toLowerCase())).toEqual({ code: 0, output: 'queued again: <2222@x>\n' });
    expect(await run('retry', '<9999@x>')).toEqual({ code: 1, output: 'no submission <9999@x>\n' });
  });

  test('export --csv: a header, one row per submission, quoting and no formulas', async () => {
    const { code, output } = await run('export', '--csv');
    const rows = output.split('\r\n');
    expect(code).toBe(0);
    expect(rows[0]).toBe(
      'id,reference,created_at,state,attempts,sent_at,form_type,from_name,from_email,phone,subject,message,service,industry,experience,role_title,role_id,cover_letter,marketing_consent,resume_file,last_error',
    );
    expect(rows).toHaveLength(4);
    expect(output).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(output).toContain('"Thesis, ""urgent"""');
    expect(output).toContain('"Line one\nLine two"');
  });

  test.each([
    ['plain', 'plain'],
    ['+1 555', "'+1 555"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['a,b', '"a,b"'],
  ])('csvField(%j) is %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  test('export-person: JSON of what is held for the address, in any case; an address is required', async () => {
    const { code, output } = await run('export-person', 'ASHA@example.com');
    expect(code).toBe(0);
    const held = JSON.parse(output) as { submissions: Array<{ id: string; state: string }> };
    expect(held.submissions.map(({ id, state }) => [id, state])).toEqual([
      ['<1111@x>', 'dead'],
      ['<2222@x>', 'queued'],
    ]);
    expect(await run('export-person')).toEqual({ code: 2, output: expect.stringContaining('needs an e-mail address') });
    expect((await run('erase-person', 'not an address')).code).toBe(2);
  });

  test('erase-person: what went, what will never be sent, the receipt; erasures lists it without the address', async () => {
    const { code, output } = await run('erase-person', 'asha@example.com');
    expect(code).toBe(0);
    expect(output).toMatch(/^Erased for asha@example.com:\n {2}submissions {10}2\n/);
    expect(output).toMatch(/CI-\w{4}-\w{4} was not yet delivered \(dead\): erased, it will never be sent\./);
    expect(output).toMatch(/CI-\w{4}-\w{4} was not yet delivered \(queued\): erased, it will never be sent\./);
    expect(output).toMatch(/Receipt 1 kept: .*, address hash [0-9a-f]{64}, counts only\./);
    const receipts = await run('erasures');
    expect(receipts.output).toMatch(/^\{"id":1,.*"submissions":2,.*"undelivered":2,"mailFiles":0\}\n$/);
    expect(receipts.output).not.toContain('asha');
    expect((await run('list')).output.split('\n')[0]).toBe('queued 0, sending 0, sent 0, dead 0');
  });

  test('as a command, against the outbox OUTBOX_PATH names', async () => {
    const command = spawn(process.execPath, ['--import', 'tsx', 'src/outbox/cli.ts', 'list'], {
      cwd: serviceDir,
      env: { ...process.env, OUTBOX_PATH: file },
    });
    let output = '';
    command.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await new Promise((resolve) => command.on('exit', resolve))).toBe(0);
    expect(output).toContain('queued 1, sending 0, sent 0, dead 1');
  });
});
