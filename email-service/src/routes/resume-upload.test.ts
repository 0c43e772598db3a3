import { describe, expect, test } from '@jest/globals';
import { RESUME_FIELD, SEND_EMAIL_PATH } from '@inklined/contracts/email';
import request from 'supertest';
import { sampleDoc, sampleDocm, sampleDocx, sampleExe, samplePdf, sampleXls } from '../test-support/sample-files';
import { INBOX, payloads, testApp } from '../test-support/test-app';
import { setUpSmtpSink } from '../test-support/set-up-smtp-sink';

const smtp = setUpSmtpSink();

function apply(fields: Record<string, string> = payloads.jobApplication) {
  const form = request(testApp(smtp.mailer).callback()).post(SEND_EMAIL_PATH);
  for (const [name, value] of Object.entries(fields)) form.field(name, value);
  return form;
}

describe('a job application arrives with the resume attached, byte for byte', () => {
  test.each([
    ['pdf', samplePdf(), 'Jane Doe CV.pdf', 'application/pdf', 'Jane Doe CV.pdf'],
    ['doc', sampleDoc(), 'cv.doc', 'application/msword', 'cv.doc'],
    [
      'docx',
      sampleDocx(),
      '../../etc/Jane\u202Egpj.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'Jane_gpj.docx',
    ],
  ])('%s', async (_kind, bytes, uploadName, contentType, attachedName) => {
    const response = await apply()
      .attach(RESUME_FIELD, bytes, { filename: uploadName, contentType: 'application/octet-stream' })
      .expect(200);

    expect(response.body.success).toBe(true);
    expect(smtp.sink.received).toHaveLength(1);
    const mail = smtp.sink.received[0]!;
    expect(mail.rcptTo).toEqual([INBOX]);
    expect(mail.parsed.attachments).toHaveLength(1);
    const [attachment] = mail.parsed.attachments;
    expect(attachment?.filename).toBe(attachedName);
    expect(attachment?.contentType).toBe(contentType);
    expect(attachment?.content.equals(bytes)).toBe(true);
    expect(mail.parsed.text).toContain(`Resume: ${attachedName}`);
  });

  test('the file name keeps non-ASCII letters and takes the extension of the real content', async () => {
    await apply()
      .attach(RESUME_FIELD, samplePdf(), { filename: 'Résumé Ana.docx', contentType: 'application/pdf' })
      .expect(200);

    expect(smtp.sink.received[0]?.parsed.attachments[0]?.filename).toBe('Résumé Ana.pdf');
  });

  test('an application without a file says so instead of claiming an attachment', async () => {
    await apply().expect(200);

    expect(smtp.sink.received[0]?.parsed.attachments).toHaveLength(0);
    expect(smtp.sink.received[0]?.parsed.text).toContain('Resume: Marked as attached, but no file was uploaded');
  });
});

describe('resumes that are refused, with nothing sent', () => {
  test('a 6 MB file: 413 with a message a visitor understands', async () => {
    const big = Buffer.concat([samplePdf(), Buffer.alloc(6 * 1024 * 1024)]);
    const response = await apply()
      .attach(RESUME_FIELD, big, { filename: 'cv.pdf', contentType: 'application/pdf' })
      .expect(413);

    expect(response.body).toEqual({
      success: false,
      error: 'The resume file is larger than 5 MB. Please attach a smaller file.',
    });
    expect(smtp.sink.received).toHaveLength(0);
  });

  test.each([
    ['a renamed .exe', sampleExe(), 'cv.pdf'],
    ['a macro-enabled .docm renamed .docx', sampleDocm(), 'cv.docx'],
    ['an Excel workbook renamed .doc', sampleXls(), 'cv.doc'],
    ['a plain text file', Buffer.from('I am a resume, trust me'), 'cv.pdf'],
  ])('%s: 415', async (_name, bytes, filename) => {
    const response = await apply()
      .attach(RESUME_FIELD, bytes, { filename, contentType: 'application/pdf' })
      .expect(415);

    expect(response.body).toEqual({ success: false, error: 'The resume must be a PDF, DOC or DOCX file.' });
    expect(smtp.sink.received).toHaveLength(0);
  });

  test('two files, a file in another field, or a file on another form: 400', async () => {
    const twoFiles = apply().attach(RESUME_FIELD, samplePdf(), 'a.pdf').attach(RESUME_FIELD, samplePdf(), 'b.pdf');
    const otherField = apply().attach('photo', samplePdf(), 'a.pdf');
    const otherForm = apply(payloads.contact).attach(RESUME_FIELD, samplePdf(), 'a.pdf');

    for (const pending of [twoFiles, otherField, otherForm]) {
      const response = await pending.expect(400);
      expect(response.body.error).toMatch(/^Only one resume file/);
    }
    expect(smtp.sink.received).toHaveLength(0);
  });

  test('a broken multipart body: 400', async () => {
    const response = await request(testApp(smtp.mailer).callback())
      .post(SEND_EMAIL_PATH)
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="subject"\r\n\r\nHello')
      .expect(400);

    expect(response.body).toEqual({ success: false, error: 'The form data could not be read.' });
  });
});
