import { beforeEach, describe, expect, test } from '@jest/globals';
import { emailMessages, formTypes, REFERENCE_PATTERN, SEND_EMAIL_PATH } from '@inklined/contracts/email';
import type { AddressObject } from 'mailparser';
import request from 'supertest';
import { capturingLogger, INBOX, payloads, testService, type TestService, testConfig } from '../test-support/test-app';
import { setUpSmtpSink } from '../test-support/set-up-smtp-sink';
import { escapeHtml } from '../mail/render-body';
import { samplePdf } from '@inklined/test-kit/sample-pdf';

const smtp = setUpSmtpSink();
let service: TestService;
beforeEach(async () => {
  service = await testService(smtp.mailer);
});
const post = () => request(service.callback()).post(SEND_EMAIL_PATH);

function submit(payload: Record<string, string>) {
  if (payload.formType !== 'jobApplication') return post().send(payload);
  const form = post();
  for (const [name, value] of Object.entries(payload)) form.field(name, value);
  return form.attach('resume', samplePdf(), { filename: 'cv.pdf', contentType: 'application/pdf' });
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  [field ?? []].flat().flatMap((object) => object.value.map((entry) => entry.address));

describe('POST /api/sendEmail delivers every form to the company inbox', () => {
  test.each(formTypes)('%s arrives at the inbox only, from the site, replying to the visitor', async (formType) => {
    const payload: Record<string, string> = payloads[formType];
    const response = await submit(payload).expect(200);

    expect(response.body).toEqual({
      success: true,
      messageId: expect.stringMatching(/^<.+@criticallyinklined\.test>$/),
      reference: expect.stringMatching(REFERENCE_PATTERN),
    });
    await service.deliver();
    expect(smtp.sink.received).toHaveLength(1);
    const [mail] = smtp.sink.received;
    expect(mail?.rcptTo).toEqual([INBOX]);
    expect(mail?.mailFrom).toBe(testConfig.mailFrom.address);
    const parsed = mail!.parsed;
    expect(parsed.messageId).toBe(response.body.messageId);
    expect(addresses(parsed.to)).toEqual([INBOX]);
    expect(parsed.cc).toBeUndefined();
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.from?.value).toEqual([{ name: testConfig.mailFrom.name, address: testConfig.mailFrom.address }]);
    expect(parsed.replyTo?.value).toEqual([{ name: payload.from_name ?? '', address: payload.from_email }]);
    if (payload.from_name) expect(parsed.subject).toContain(payload.from_name);
    expect(parsed.subject).toMatch(/^\[(Contact popup|Expert consultation|Contact page|Job application|Newsletter)\] /);
    // The team and the visitor speak of the same submission.
    expect(parsed.subject).toContain(` ${response.body.reference} – `);
    expect(parsed.text).toContain(`Reference: ${response.body.reference}`);
    for (const [field, value] of Object.entries(payload)) {
      if (field === 'formType' || field === 'resume') continue;
      expect(parsed.text).toContain(value);
      expect(parsed.html).toContain(escapeHtml(value));
    }
    if (payload.formType === 'expert') expect(parsed.text).toContain('News and offers by e-mail: Yes');
  });

  test('a to_email naming another address is never a recipient', async () => {
    await post()
      .send({ ...payloads.contact, to_email: 'victim@example.org' })
      .expect(200);

    await service.deliver();
    expect(smtp.sink.received).toHaveLength(1);
    expect(smtp.sink.received[0]?.rcptTo).toEqual([INBOX]);
    expect(addresses(smtp.sink.received[0]?.parsed.to)).toEqual([INBOX]);
  });

  test('visitor text is HTML-escaped in the HTML body and verbatim in the text body', async () => {
    const message = '<script>alert("hi")</script> & <b>bold</b>';
    await post()
      .send({ ...payloads.contact, message, from_name: '<img src=x onerror=alert(1)>' })
      .expect(200);

    await service.deliver();
    const { html, text } = smtp.sink.received[0]!.parsed;
    expect(html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(text).toContain(message);
  });

  test('a name with a comma and quotes stays one Reply-To address', async () => {
    await post()
      .send({ ...payloads.contact, from_name: 'Doe, Jane "JD" <x@evil.test>' })
      .expect(200);

    await service.deliver();
    expect(smtp.sink.received[0]?.parsed.replyTo?.value).toEqual([
      { name: 'Doe, Jane "JD" <x@evil.test>', address: payloads.contact.from_email },
    ]);
    await service.deliver();
    expect(smtp.sink.received[0]?.rcptTo).toEqual([INBOX]);
  });

  test.each(['from_name', 'subject'])('a CR/LF in %s is refused before any header is written', async (field) => {
    const response = await post()
      .send({ ...payloads.contact, [field]: 'Eve\r\nBcc: victim@example.org' })
      .expect(400);

    expect(response.body).toEqual({
      success: false,
      error: `${field} must be a single line without control characters`,
    });
    await service.deliver();
    expect(smtp.sink.received).toHaveLength(0);
  });

  test('the log has the request id and the message id, never the visitor text or address', async () => {
    const { logger, lines } = capturingLogger();
    const logged = await testService(smtp.mailer, {}, { logger }, { logger });
    const response = await request(logged.callback())
      .post(SEND_EMAIL_PATH)
      .set('X-Request-Id', 'req-123')
      .send(payloads.contactPopup)
      .expect(200);
    await logged.deliver();

    expect(response.headers['x-request-id']).toBe('req-123');
    const stored = lines().find((line) => line.msg === 'submission stored in the outbox');
    expect(stored).toMatchObject({ reqId: 'req-123', formType: 'contactPopup', messageId: response.body.messageId });
    const sent = lines().find((line) => line.msg === 'mail accepted by the SMTP server');
    expect(sent).toMatchObject({ formType: 'contactPopup', messageId: response.body.messageId });
    const everything = JSON.stringify(lines());
    for (const secret of [
      payloads.contactPopup.message,
      payloads.contactPopup.from_email,
      payloads.contactPopup.phone,
    ]) {
      expect(everything).not.toContain(secret);
    }
  });
});

describe('POST /api/sendEmail refuses bad requests before sending', () => {
  test.each([
    ['to_email missing', { to_email: undefined }],
    ['subject missing', { subject: undefined }],
    ['message blank', { message: '   ' }],
  ])('%s: 400 with the spec message', async (_name, change) => {
    const response = await post()
      .send({ ...payloads.contact, ...change })
      .expect(400);

    expect(response.body).toEqual({ success: false, error: emailMessages.missingFields });
    await service.deliver();
    expect(smtp.sink.received).toHaveLength(0);
  });

  test.each([
    ['a bad e-mail', { from_email: 'not-an-address' }, 'from_email must be a valid e-mail address'],
    [
      'an address without a top-level domain',
      { from_email: 'hugo@gmail' },
      'from_email must be a valid e-mail address',
    ],
    ['an address on localhost', { from_email: 'ravi@localhost' }, 'from_email must be a valid e-mail address'],
    [
      'an unknown formType',
      { formType: 'subscription' },
      'formType must be one of contactPopup, expert, contact, jobApplication, newsletter',
    ],
    ['an over-long message', { message: 'x'.repeat(5001) }, 'message must be at most 5000 characters'],
    [
      'an expert message over 1500',
      { formType: 'expert', message: 'x'.repeat(1501) },
      'message must be at most 1500 characters',
    ],
    ['a number as phone', { phone: 12345 }, 'phone must be text'],
  ])('%s: 400 naming the field', async (_name, change, error) => {
    const response = await post()
      .send({ ...payloads.contact, ...change })
      .expect(400);

    expect(response.body).toEqual({ success: false, error });
    await service.deliver();
    expect(smtp.sink.received).toHaveLength(0);
  });

  test('unparseable JSON: 400', async () => {
    const response = await post().set('Content-Type', 'application/json').send('{"to_email": ').expect(400);
    expect(response.body).toEqual({ success: false, error: 'The request body is not valid JSON.' });
  });

  test('a JSON body over 100 KB: 413', async () => {
    const response = await post()
      .send({ ...payloads.contact, padding: 'x'.repeat(150 * 1024) })
      .expect(413);
    expect(response.body).toEqual({ success: false, error: 'The submission is too large.' });
    await service.deliver();
    expect(smtp.sink.received).toHaveLength(0);
  });

  test('a body that is neither JSON nor multipart: 415', async () => {
    const response = await post().set('Content-Type', 'text/plain').send('hello').expect(415);
    expect(response.body).toEqual({ success: false, error: 'Send the form as JSON or multipart/form-data.' });
  });
});
