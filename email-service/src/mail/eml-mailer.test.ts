import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { RESUME_FIELD, SEND_EMAIL_PATH } from '@inklined/contracts/email';
import { simpleParser } from 'mailparser';
import request from 'supertest';
import { samplePdf } from '@inklined/test-kit/sample-pdf';
import { outboxService } from '../outbox/create-outbox-service';
import { openStore } from '../store/open-store';
import { capturingLogger, INBOX, payloads, testConfig, testOutboxConfig, testService } from '../test-support/test-app';
import { createEmlMailer } from './eml-mailer';
import { emlFileName, emlFileTime } from './mail-folder';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'email-service-eml-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('without SMTP_URL, each mail is a .eml file', () => {
  test('the worker writes a complete, parseable message named after its Message-ID, and the log names it', async () => {
    const { logger, lines } = capturingLogger();
    const service = await testService(createEmlMailer(path.join(dir, 'mail')), {}, { logger }, { logger });
    const response = await request(service.callback()).post(SEND_EMAIL_PATH).send(payloads.expert).expect(200);
    await service.deliver();

    const files = await readdir(path.join(dir, 'mail'));
    expect(files).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f-]{36}\.eml$/)]);
    const file = path.join(dir, 'mail', files[0]!);
    expect(file).toContain(response.body.messageId.slice(1, 37));

    const parsed = await simpleParser(await readFile(file));
    expect(parsed.messageId).toBe(response.body.messageId);
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : undefined).toBe(INBOX);
    expect(parsed.replyTo?.value).toEqual([{ name: payloads.expert.from_name, address: payloads.expert.from_email }]);
    expect(parsed.subject).toMatch(
      new RegExp(
        `^\\[Expert consultation\\] CI-\\w{4}-\\w{4} – ${payloads.expert.from_name}: ${payloads.expert.subject}$`,
      ),
    );
    expect(parsed.text).toContain(payloads.expert.message);

    expect(lines()).toContainEqual(expect.objectContaining({ file, msg: `mail written to ${file}` }));
  });

  test('a resume is kept byte for byte', async () => {
    const service = await testService(createEmlMailer(dir));
    const form = request(service.callback()).post(SEND_EMAIL_PATH);
    for (const [name, value] of Object.entries(payloads.jobApplication)) form.field(name, value);
    await form.attach(RESUME_FIELD, samplePdf(), 'cv.pdf').expect(200);
    await service.deliver();

    const [file] = await readdir(dir);
    const parsed = await simpleParser(await readFile(path.join(dir, file!)));
    expect(parsed.attachments[0]?.content.equals(samplePdf())).toBe(true);
  });

  test('a mail folder that cannot be written: the submission is kept and retried, and /readyz is 503', async () => {
    const blocked = path.join(dir, 'not-a-folder');
    await writeFile(blocked, 'a file where the folder should be');
    // The retry is an hour away, so one delivery run tries exactly once however slow the machine.
    const later = { retry: { baseMs: 3_600_000, capMs: 3_600_000, maxAttempts: 5 }, random: () => 1 };
    const service = await testService(createEmlMailer(blocked), {}, {}, later);
    const app = service.callback();

    const response = await request(app).post(SEND_EMAIL_PATH).send(payloads.contact).expect(200);
    await service.deliver();
    const entry = await service.outbox.find(response.body.messageId);
    expect(entry).toMatchObject({ state: 'queued', attempts: 1, lastError: expect.stringMatching(/^EEXIST|ENOTDIR/) });
    await request(app).get('/readyz').expect(503);
  });

  test('emlFileName keeps only safe characters of the Message-ID', () => {
    expect(emlFileName('<ab/../c@x.test>', new Date('2026-11-23T10:00:00.000Z'))).toBe(
      '2026-11-23T10-00-00-000Z-abc.eml',
    );
  });
});

describe('the .eml files past their period', () => {
  const DAY = 24 * 60 * 60 * 1000;

  test('are deleted; newer ones stay, and so does any file the mailer did not write', async () => {
    const mailDir = path.join(dir, 'mail');
    const mailer = createEmlMailer(mailDir);
    await mailer.send({ from: 'a@x.test', to: INBOX, subject: 'today', text: 'kept' });
    const now = Date.now();
    const old = emlFileName('<11111111-1111-4111-8111-111111111111@x>', new Date(now - 91 * DAY));
    const recent = emlFileName('<22222222-2222-4222-8222-222222222222@x>', new Date(now - 89 * DAY));
    for (const name of [old, recent, 'notes.txt', '2020-01-01-handwritten.eml']) {
      await writeFile(path.join(mailDir, name), 'x');
    }
    expect(await mailer.forgetOlderThan(now - 90 * DAY)).toBe(1);
    const left = await readdir(mailDir);
    expect(left).not.toContain(old);
    // Today's mail, the recent one and the two files of another shape.
    expect(left).toHaveLength(4);
    expect(left).toEqual(expect.arrayContaining([recent, 'notes.txt', '2020-01-01-handwritten.eml']));
  });

  test('the time in a name is the time it was written; a name of another shape has none', () => {
    const written = new Date('2026-03-04T05:06:07.089Z');
    expect(emlFileTime(emlFileName('<abc-123@x>', written))).toBe(written.getTime());
    expect(emlFileTime('notes.txt')).toBeUndefined();
    expect(emlFileTime('2026-13-40T99-99-99-999Z-abc.eml')).toBeUndefined();
  });

  test("the service's worker deletes them as it starts, by MAIL_FILE_RETENTION_DAYS, and logs only the count", async () => {
    const mailDir = path.join(dir, 'mail');
    const old = emlFileName('<33333333-3333-4333-8333-333333333333@x>', new Date(Date.now() - 91 * DAY));
    await mkdir(mailDir, { recursive: true });
    await writeFile(path.join(mailDir, old), 'x');
    const { logger, lines } = capturingLogger();
    const store = await openStore({ path: ':memory:' }, logger);
    const service = outboxService(
      store,
      {
        ...testConfig,
        outbox: { ...testOutboxConfig, mailFileRetentionMs: 90 * DAY },
        vitals: { maxRows: 10, rateLimitMax: 60 },
        database: undefined,
      },
      createEmlMailer(mailDir),
      logger,
    );
    service.worker.start();
    try {
      // The purge's own log line, written once it is done; jest's time-out bounds a hang.
      const purged = () => lines().find((line) => 'mailFiles' in line);
      while (!purged()) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(purged()).toMatchObject({ purged: 0, mailFiles: 1, msg: 'what was past its retention deleted' });
      expect(await readdir(mailDir)).toEqual([]);
    } finally {
      await service.worker.stop();
      await service.close();
    }
  });

  test('a folder not yet made holds nothing to delete', async () => {
    expect(await createEmlMailer(path.join(dir, 'never')).forgetOlderThan(Date.now())).toBe(0);
  });
});
