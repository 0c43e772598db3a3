import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { DkimConfig } from '../config';
import { startSmtpSink, type SmtpSink } from '@inklined/test-kit/smtp-sink';
import { createEmlMailer } from './eml-mailer';
import { createSmtpMailer } from './smtp-mailer';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const dkim: DkimConfig = {
  domainName: 'criticallyinklined.test',
  keySelector: 'mail2026',
  privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
};
const message = {
  messageId: '<dkim-1@criticallyinklined.test>',
  from: 'hello@criticallyinklined.test',
  to: 'meera@example.com',
  subject: 'We have your message',
  text: 'Dear Meera,\n',
};
/** The DKIM-Signature header of a raw message, unfolded. */
const signature = (raw: string) =>
  /^DKIM-Signature: (.+(?:\r?\n[ \t].+)*)/m.exec(raw)?.[1]?.replace(/\r?\n[ \t]+/g, ' ');

describe('DKIM_*: every mail is signed for the domain (nodemailer dkim option)', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  test('over SMTP', async () => {
    const mailer = createSmtpMailer(sink.url, { dkim });
    await mailer.send(message);
    mailer.close();
    const header = signature(sink.received[0]!.raw.toString());
    expect(header).toMatch(/\bd=criticallyinklined\.test;/);
    expect(header).toMatch(/\bs=mail2026;/);
    expect(header).toMatch(/\ba=rsa-sha256;/);
    expect(header).toMatch(/\bbh=[A-Za-z0-9+/=]+;/);
  });

  test('in the .eml files too, so a set-up can be checked before going live; unsigned without it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'email-service-dkim-'));
    try {
      await createEmlMailer(path.join(dir, 'signed'), dkim).send(message);
      await createEmlMailer(path.join(dir, 'plain')).send(message);
      const read = async (folder: string) =>
        readFile(path.join(dir, folder, (await readdir(path.join(dir, folder)))[0]!), 'utf8');
      expect(signature(await read('signed'))).toMatch(/\bd=criticallyinklined\.test;.*\bs=mail2026;/);
      expect(signature(await read('plain'))).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
