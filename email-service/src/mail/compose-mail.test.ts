import { describe, expect, test } from '@jest/globals';
import type { ValidEmailRequest } from '@inklined/contracts/email';
import { INBOX, testConfig } from '../test-support/test-app';
import { setUpSmtpSink } from '../test-support/set-up-smtp-sink';
import { composeMail } from './compose-mail';

const smtp = setUpSmtpSink();

const settings = { inbox: INBOX, from: testConfig.mailFrom, messageId: '<test-1@criticallyinklined.test>' };

/** The contract refuses these values; here they go straight to composeMail to test the second layer. */
const hostile: ValidEmailRequest = {
  to_email: 'victim@example.org',
  subject: 'Hello\r\nBcc: victim@example.org',
  message: 'Body',
  from_name: 'Eve\r\nCc: victim@example.org',
  from_email: 'eve@example.com',
  phone: '1\nX-Injected: yes',
  formType: 'contact',
};

describe('composeMail', () => {
  test('pins the envelope to the inbox and the sender to the site', () => {
    const mail = composeMail(hostile, undefined, settings);
    expect(mail.envelope).toEqual({ from: testConfig.mailFrom.address, to: [INBOX] });
    expect(mail.to).toBe(INBOX);
    expect(mail.replyTo).toEqual({ name: hostile.from_name, address: hostile.from_email });
  });

  test('even with CR/LF in the values, nodemailer writes no extra header and no extra recipient', async () => {
    await smtp.mailer.send(composeMail(hostile, undefined, settings));

    const [mail] = smtp.sink.received;
    expect(mail?.rcptTo).toEqual([INBOX]);
    const headers = mail!.parsed.headers;
    expect(headers.has('bcc')).toBe(false);
    expect(headers.has('cc')).toBe(false);
    expect(headers.has('x-injected')).toBe(false);
    expect(mail?.parsed.subject).not.toMatch(/[\r\n]/);
    const headerBlock = mail!.raw.toString('latin1').split('\r\n\r\n')[0] ?? '';
    expect(headerBlock).not.toMatch(/^(Bcc|Cc|X-Injected):/im);
  });

  test('the transport refuses to read local files or fetch URLs, whatever the message asks', async () => {
    const mail = composeMail(hostile, undefined, settings);
    await expect(smtp.mailer.send({ ...mail, attachments: [{ path: '/etc/hostname' }] })).rejects.toThrow(
      /file access rejected/i,
    );
    await expect(smtp.mailer.send({ ...mail, html: { href: 'http://127.0.0.1:1/' } })).rejects.toThrow(
      /url access rejected/i,
    );
    expect(smtp.sink.received).toHaveLength(0);
  });
});
