import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from '@jest/globals';
import { RESUME_FIELD, SEND_EMAIL_PATH } from '@inklined/contracts/email';
import request from 'supertest';
import { errorCodes, ServiceError } from '../errors';
import { setUpSmtpSink } from '../test-support/set-up-smtp-sink';
import { payloads, testService, type TestService } from '../test-support/test-app';
import { inspectResume } from './detect';

/**
 * Issue 18: every file of the hostile corpus is refused with 415 and the code its name gives;
 * real resumes from other writers (LibreOffice, pdfkit, docx) are accepted as what they are.
 * The files live in fixtures/resumes (its README says where each comes from).
 */
const corpus = path.join(__dirname, '..', '..', 'fixtures', 'resumes');
const filesIn = (folder: string) => readdirSync(path.join(corpus, folder)).map((name) => [name] as const);
const smtp = setUpSmtpSink();

let service: TestService;
beforeAll(async () => {
  service = await testService(smtp.mailer);
});

function apply(name: string) {
  const form = request(service.callback()).post(SEND_EMAIL_PATH);
  for (const [field, value] of Object.entries(payloads.jobApplication)) form.field(field, value);
  return form.attach(RESUME_FIELD, path.join(corpus, name), name.replace(/^.*--/, 'cv-'));
}

describe('the hostile corpus', () => {
  test('holds files of every kind, pdf, docx and doc', () => {
    const kinds = new Set(filesIn('refused').map(([name]) => path.extname(name)));
    expect([...kinds].sort()).toEqual(['.doc', '.docx', '.pdf']);
  });

  test.each(filesIn('refused'))('%s is refused with 415 and its code', async (name) => {
    const code = name.split('--')[0] as keyof typeof errorCodes;
    expect(errorCodes[code]?.status).toBe(415);
    const refusal = await inspectResume(readFileSync(path.join(corpus, 'refused', name))).then(
      () => 'accepted',
      (error: unknown) => (error instanceof ServiceError ? error.code : String(error)),
    );
    expect(refusal).toBe(code);
    const response = await apply(`refused/${name}`).expect(415);
    expect(response.body).toEqual({ success: false, error: errorCodes[code].message });
  });
});

describe('real resumes', () => {
  test('come from at least two writers other than the library that checks', () => {
    const writers = new Set(filesIn('accepted').map(([name]) => name.split('-')[0]));
    for (const writer of ['libreoffice', 'pdfkit', 'docx']) expect(writers.has(writer)).toBe(true);
  });

  test.each(filesIn('accepted'))('%s is accepted and sent', async (name) => {
    const bytes = readFileSync(path.join(corpus, 'accepted', name));
    await expect(inspectResume(bytes)).resolves.toBe(path.extname(name).slice(1));
    await apply(`accepted/${name}`).expect(200);
  });
});
