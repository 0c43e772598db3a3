import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import {
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  RESUME_FIELD,
  SEND_EMAIL_PATH,
  formTypes,
} from '@inklined/contracts/email';
import { samplePdf } from '@inklined/test-kit/sample-pdf';
import request from 'supertest';
import { createEmlMailer } from './mail/eml-mailer';
import type { Mailer } from './mail/mailer';
import { sampleExe } from './test-support/sample-files';
import { capturingLogger, payloads, testConfig, testService, type TestService } from './test-support/test-app';

/** In every value a visitor types: found in no log line, at any level, whatever happens to it. */
const MARK = 'pii7q';
const PHONE_DIGITS = '9876543210';

const marked = (formType: (typeof formTypes)[number]): Record<string, string> => {
  const values: Record<string, string> = {
    ...payloads[formType],
    from_email: `${MARK}.${formType}@example.org`,
    subject: `Subject ${MARK}`,
    message: `Message ${MARK} for the ${formType} form`,
  };
  if ('from_name' in values) values.from_name = `Zenobia ${MARK.toUpperCase()} Quill`;
  if ('phone' in values) values.phone = `+91 ${PHONE_DIGITS.slice(0, 5)} ${PHONE_DIGITS.slice(5)}`;
  if ('cover_letter' in values) values.cover_letter = `Cover ${MARK}`;
  if ('role_title' in values) values.role_title = `Writer ${MARK}`;
  return values;
};

/** The .eml mailer, whose first try of each mail fails naming the recipient and the subject, as a relay may. */
function flakyMailer(mailDir: string): Mailer {
  const eml = createEmlMailer(mailDir);
  const tried = new Set<string>();
  return {
    ...eml,
    send: async (message) => {
      const id = String(message.messageId);
      if (tried.has(id)) return eml.send(message);
      tried.add(id);
      throw Object.assign(new Error(`451 4.3.0 <${String(message.to)}> "${String(message.subject)}" try later`), {
        code: 'EENVELOPE',
        responseCode: 451,
      });
    },
  };
}

let dir: string;
let log: ReturnType<typeof capturingLogger>;
let service: TestService;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'logs-'));
  // At its most talkative level: no line of any level may hold them.
  log = capturingLogger('trace');
  const confirmations = { ...testConfig.confirmations, forms: [...formTypes] };
  service = await testService(
    flakyMailer(path.join(dir, 'mail')),
    { confirmations },
    { logger: log.logger },
    { logger: log.logger, random: () => 0 },
  );
});
afterEach(async () => {
  await service.close();
  await rm(dir, { recursive: true, force: true });
});

const post = () => request(service.callback()).post(SEND_EMAIL_PATH);
function multipart(fields: Record<string, string>, file: Buffer, filename: string) {
  const form = post();
  for (const [name, value] of Object.entries(fields)) form.field(name, value);
  return form.attach(RESUME_FIELD, file, filename);
}

describe('the logs hold no personal data', () => {
  test.each(formTypes)(
    '%s: stored, deferred, delivered, confirmed, repeated, refused: no address, name, phone, text or file name',
    async (formType) => {
      const values = marked(formType);
      const send = (fields: Record<string, string>, key = `${formType}-1`) =>
        formType === 'jobApplication'
          ? multipart(fields, samplePdf(), `${MARK} CV.pdf`).set(IDEMPOTENCY_KEY_HEADER, key)
          : post().set(IDEMPOTENCY_KEY_HEADER, key).send(fields);
      const stored = await send(values).expect(200);
      await send(values).expect(200);
      await send({ ...values, message: `Other ${MARK}` }).expect(422);
      await send({ ...values, from_email: `${MARK}@nowhere` }, `${formType}-2`).expect(400);
      await send({ ...values, [HONEYPOT_FIELD]: `http://${MARK}.example` }, `${formType}-3`).expect(200);
      await post().set('Content-Type', 'application/json').send(`{"message": "${MARK}`).expect(400);
      if (formType === 'jobApplication') await multipart(values, sampleExe(), `${MARK}.pdf`).expect(415);
      // Deferred once, then written: the worker's lines for both.
      await service.deliver();
      await service.deliver();

      const text = log.text().toLowerCase();
      expect(text).toContain(stored.body.reference.toLowerCase());
      expect(text).toContain('delivery deferred');
      expect(text).toContain('mail written');
      expect(text.split('\n').filter((line) => line.includes(MARK))).toEqual([]);
      expect(text.replace(/\D/g, '')).not.toContain(PHONE_DIGITS);
      // Nor the network address: the rate limiter's buckets use it for minutes, the logs not at all.
      expect(text).not.toMatch(/"ip":|127\.0\.0\.1/);
    },
  );
});
