import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startSmtpSink, type SmtpSink } from '@inklined/test-kit/smtp-sink';
import { INBOX, testConfig } from '../test-support/test-app';
import { createSmtpMailer, mustRequireTls } from './smtp-mailer';

const mail = { from: testConfig.mailFrom.address, to: INBOX, subject: 'Hello', text: 'Body' };

describe('SMTP credentials never travel without TLS unless the configuration says so', () => {
  let sink: SmtpSink;
  const logins: string[] = [];

  beforeAll(async () => {
    // A server that offers no STARTTLS (as one whose offer an attacker stripped) and wants AUTH.
    sink = await startSmtpSink({
      onAuth: (auth, _session, callback) => {
        logins.push(`${auth.username ?? ''}:${auth.password ?? ''}`);
        callback(null, { user: auth.username });
      },
    });
  });
  afterAll(() => sink.close());

  test('smtp:// with credentials: the send fails before AUTH, nothing is sent', async () => {
    const mailer = createSmtpMailer(`smtp://site:s3cret@127.0.0.1:${sink.port}`);
    await expect(mailer.send(mail)).rejects.toBeDefined();
    mailer.close();

    expect(logins).toEqual([]);
    expect(sink.received).toHaveLength(0);
  });

  test('with SMTP_ALLOW_INSECURE_AUTH the same server gets the login and the mail', async () => {
    const mailer = createSmtpMailer(`smtp://site:s3cret@127.0.0.1:${sink.port}`, { allowInsecureAuth: true });
    await mailer.send(mail);
    mailer.close();

    expect(logins).toEqual(['site:s3cret']);
    expect(sink.received).toHaveLength(1);
  });

  test.each([
    ['smtp://user:pass@smtp.example.com:587', false, true],
    ['smtp://user:pass@smtp.example.com:587?requireTLS=false', false, true],
    ['smtp://user:pass@smtp.example.com:587', true, false],
    ['smtp://smtp.example.com:25', false, false],
    ['smtps://user:pass@smtp.example.com:465', false, false],
  ])('%s (allow insecure: %s) requires STARTTLS: %s', (url, allowInsecureAuth, required) => {
    expect(mustRequireTls(url, allowInsecureAuth)).toBe(required);
  });
});
