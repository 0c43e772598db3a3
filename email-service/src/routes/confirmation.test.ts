import { describe, expect, test } from '@jest/globals';
import { formTypes, HONEYPOT_FIELD, SEND_EMAIL_PATH } from '@inklined/contracts/email';
import { successMessages } from '@inklined/contracts/form-success';
import { contactEmail, phoneNumbers } from '@inklined/brand/site-facts';
import request from 'supertest';
import type { AppConfig } from '../config';
import { samplePdf } from '@inklined/test-kit/sample-pdf';
import { setUpSmtpSink } from '../test-support/set-up-smtp-sink';
import { INBOX, payloads, testConfig, testService, type TestService } from '../test-support/test-app';

const smtp = setUpSmtpSink();
const FROM = { name: 'Critically Inklined', address: 'hello@criticallyinklined.test' };
const on = (forms: AppConfig['confirmations']['forms'] = [...formTypes]): Partial<AppConfig> => ({
  confirmations: { forms, from: FROM, windowMs: 24 * 60 * 60 * 1000 },
});

function submit(service: TestService, payload: Record<string, string>) {
  const post = request(service.callback()).post(SEND_EMAIL_PATH);
  if (payload.formType !== 'jobApplication') return post.send(payload);
  for (const [name, value] of Object.entries(payload)) post.field(name, value);
  return post.attach('resume', samplePdf(), { filename: 'cv.pdf', contentType: 'application/pdf' });
}

const toVisitor = () => smtp.sink.received.filter((mail) => !mail.rcptTo.includes(INBOX));

describe('the confirmation mail to the people who write to us', () => {
  test.each(formTypes)(
    '%s: the visitor gets the site’s words and our contact details, never their own',
    async (formType) => {
      const service = await testService(smtp.mailer, on());
      // A phone number of the visitor's own, so that its absence from the confirmation means something.
      const payload: Record<string, string> = {
        ...payloads[formType],
        ...('phone' in payloads[formType] ? { phone: '+91 90000 11111' } : {}),
      };
      const { body } = await submit(service, payload).expect(200);
      await service.deliver();
      expect(smtp.sink.received).toHaveLength(2);
      const [mail] = toVisitor();
      expect(mail?.rcptTo).toEqual([payload.from_email]);
      expect(mail?.mailFrom).toBe(FROM.address);
      const parsed = mail!.parsed;
      expect(parsed.from?.value).toEqual([FROM]);
      expect(parsed.replyTo?.value).toEqual([{ name: '', address: testConfig.contactInbox }]);
      expect(parsed.headers.get('auto-submitted')).toBe('auto-replied');
      expect(parsed.text).toContain(successMessages[formType]);
      expect(parsed.subject).toMatch(new RegExp(` \\(${body.reference}\\)$`));
      expect(parsed.text).toContain(`Your reference is ${body.reference}. Please quote it when you write or call.`);
      for (const phone of phoneNumbers) expect(parsed.text).toContain(phone);
      expect(parsed.text).toContain(contactEmail);
      expect(parsed.html).toContain('<p>');
      const firstName = payload.from_name?.split(' ')[0];
      expect(parsed.text).toMatch(firstName ? new RegExp(`^Dear ${firstName},`) : /^Hello,/);
      // Nothing of what they wrote: not the message, the cover letter, the phone or the last name.
      for (const field of ['message', 'cover_letter', 'phone', 'subject'] as const) {
        if (payload[field]) expect(`${parsed.text}${parsed.html}`).not.toContain(payload[field]);
      }
      if (payload.from_name?.includes(' ')) expect(parsed.text).not.toContain(payload.from_name);
      expect(parsed.attachments).toEqual([]);
    },
  );

  test('the applicant: "Thank you for your application", the role and 3-5 business days', async () => {
    const service = await testService(smtp.mailer, on());
    await submit(service, payloads.jobApplication).expect(200);
    await service.deliver();
    const parsed = toVisitor()[0]!.parsed;
    expect(parsed.subject).toMatch(/^Thank you for your application \(CI-/);
    expect(parsed.text).toContain('Your application for the role of Medical Writing Specialist has arrived.');
    expect(parsed.text).toContain('3-5 business days');
  });

  test('the first name is escaped in HTML; a "name" that is not one is not repeated at all', async () => {
    const service = await testService(smtp.mailer, on());
    await submit(service, { ...payloads.contact, from_name: "D'Souza Pereira" }).expect(200);
    await submit(service, {
      ...payloads.contact,
      from_email: 'b@example.com',
      from_name: 'www.win-a-prize.example now',
    }).expect(200);
    await submit(service, {
      ...payloads.contact,
      from_email: 'c@example.com',
      from_name: '<img src=x onerror=alert(1)>',
    }).expect(200);
    await service.deliver();
    const [named, link, markup] = ['meera@example.com', 'b@example.com', 'c@example.com'].map(
      (address) => toVisitor().find((mail) => mail.rcptTo[0] === address)!.parsed,
    );
    expect(named?.text).toMatch(/^Dear D'Souza,/);
    expect(named?.html).toContain('Dear D&#39;Souza,');
    expect(link?.text).toMatch(/^Hello,/);
    expect(`${link?.text}${link?.html}`).not.toContain('win-a-prize');
    expect(markup?.html).not.toContain('<img');
    expect(markup?.text).toMatch(/^Hello,/);
  });

  test('at most one per address in 24 h, whatever its case; other addresses still get theirs', async () => {
    const service = await testService(smtp.mailer, on());
    await submit(service, payloads.contact).expect(200);
    await submit(service, { ...payloads.contactPopup, from_email: 'MEERA@example.com' }).expect(200);
    await submit(service, payloads.expert).expect(200);
    await service.deliver();
    expect(smtp.sink.received.filter((mail) => mail.rcptTo.includes(INBOX))).toHaveLength(3);
    expect(toVisitor().map((mail) => mail.rcptTo[0])).toEqual(
      expect.arrayContaining(['meera@example.com', 'ravi@example.com']),
    );
    expect(toVisitor()).toHaveLength(2);
  });

  test('none for a refused submission, a bot, a rate-limited request, or a form that is switched off', async () => {
    const service = await testService(smtp.mailer, {
      ...on(['contact', 'jobApplication']),
      rateLimit: { max: 3, windowMs: 60_000 },
    });
    await submit(service, { ...payloads.contact, from_name: '', message: '' }).expect(400);
    await submit(service, { ...payloads.contact, [HONEYPOT_FIELD]: 'https://spam.example' }).expect(200);
    await request(service.callback())
      .post(SEND_EMAIL_PATH)
      .set('Idempotency-Key', 'one-key')
      .send(payloads.expert)
      .expect(200);
    await service.deliver();
    expect(toVisitor()).toEqual([]);
    // Rate-limited: the fourth request of this client is refused before anything is stored.
    await submit(service, payloads.contact).expect(429);
    await service.deliver();
    expect(toVisitor()).toEqual([]);
    expect(smtp.sink.received).toHaveLength(1);
  });
});
