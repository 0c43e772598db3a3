import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { RESUME_FIELD, SEND_EMAIL_PATH } from '@inklined/contracts/email';
import { simpleParser } from 'mailparser';
import request from 'supertest';
import { samplePdf } from '@inklined/test-kit/sample-pdf';
import { capturingLogger, INBOX, payloads, testService } from '../test-support/test-app';
import { createEmlMailer, emlFileName } from './eml-mailer';

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
