import { beforeEach, describe, expect, test } from '@jest/globals';
import { RESUME_FIELD, SEND_EMAIL_PATH } from '@inklined/contracts/email';
import request from 'supertest';
import { errorCodes } from '../errors';
import {
  docWithMacros,
  docxBomb,
  docxWithHiddenExecutable,
  docxWithOleObject,
  pdfHtmlPolyglot,
  pdfThenExecutable,
  pdfWithEmbeddedFile,
  pdfWithHiddenJavaScript,
  pdfWithJavaScript,
  pdfWithLaunch,
} from '../test-support/hostile-files';
import { samplePdf } from '@inklined/test-kit/sample-pdf';
import {
  sampleDoc,
  sampleDocm,
  sampleDocx,
  sampleExe,
  sampleModernPdf,
  sampleXls,
  wordCompoundFile,
} from '../test-support/sample-files';
import { INBOX, payloads, testService, type TestService } from '../test-support/test-app';
import { setUpSmtpSink } from '../test-support/set-up-smtp-sink';

const smtp = setUpSmtpSink();
let service: TestService;
beforeEach(async () => {
  service = await testService(smtp.mailer);
});

function apply(fields: Record<string, string> = payloads.jobApplication) {
  const form = request(service.callback()).post(SEND_EMAIL_PATH);
  for (const [name, value] of Object.entries(fields)) form.field(name, value);
  return form;
}

describe('a job application arrives with the resume attached, byte for byte', () => {
  test.each([
    ['pdf', samplePdf(), 'Jane Doe CV.pdf', 'application/pdf', 'Jane Doe CV.pdf'],
    ['doc', sampleDoc(), 'cv.doc', 'application/msword', 'cv.doc'],
    ['doc as Word writes it', wordCompoundFile(), 'cv.doc', 'application/msword', 'cv.doc'],
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
    await service.deliver();
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

  test('a PDF with object streams, as current writers make it', async () => {
    const pdf = await sampleModernPdf();
    await apply().attach(RESUME_FIELD, pdf, 'cv.pdf').expect(200);

    await service.deliver();
    expect(smtp.sink.received[0]?.parsed.attachments[0]?.content.equals(pdf)).toBe(true);
  });

  test('the file name keeps non-ASCII letters and takes the extension of the real content', async () => {
    await apply()
      .attach(RESUME_FIELD, samplePdf(), { filename: 'Résumé Ana.docx', contentType: 'application/pdf' })
      .expect(200);

    await service.deliver();
    expect(smtp.sink.received[0]?.parsed.attachments[0]?.filename).toBe('Résumé Ana.pdf');
  });

  test('an application without a file says so instead of claiming an attachment', async () => {
    await apply().expect(200);

    await service.deliver();
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
    await service.deliver();
    expect(smtp.sink.received).toHaveLength(0);
  });

  test.each([
    ['a renamed .exe', () => sampleExe(), 'cv.pdf', 'unsupportedResume'],
    ['an Excel workbook renamed .doc', () => sampleXls(), 'cv.doc', 'unsupportedResume'],
    ['a plain text file', () => Buffer.from('I am a resume, trust me'), 'cv.pdf', 'unsupportedResume'],
    ['"%PDF-" followed by an executable', () => pdfThenExecutable(), 'cv.pdf', 'unsafePdf'],
    ['a PDF with JavaScript', () => pdfWithJavaScript(), 'cv.pdf', 'unsafePdf'],
    ['a PDF with JavaScript in an object stream', () => pdfWithHiddenJavaScript(), 'cv.pdf', 'unsafePdf'],
    ['a PDF with a launch action', () => pdfWithLaunch(), 'cv.pdf', 'unsafePdf'],
    ['a PDF with an embedded file', () => pdfWithEmbeddedFile(), 'cv.pdf', 'unsafePdf'],
    ['a PDF/HTML polyglot', () => pdfHtmlPolyglot(), 'cv.pdf', 'unsafePdf'],
    ['a macro-enabled .docm renamed .docx', () => sampleDocm(), 'cv.docx', 'unsafeWord'],
    ['a docx with an embedded executable', () => docxWithHiddenExecutable(), 'cv.docx', 'unsafeWord'],
    ['a docx with an OLE object', () => docxWithOleObject(), 'cv.docx', 'unsafeWord'],
    ['a docx that inflates to 200 MB', () => docxBomb(200), 'cv.docx', 'resumeExpandsTooMuch'],
    ['a .doc with macros', () => docWithMacros(), 'cv.doc', 'unsafeWord'],
  ] as const)('%s: 415 saying why', async (_name, make, filename, code) => {
    const response = await apply()
      .attach(RESUME_FIELD, await make(), { filename, contentType: 'application/pdf' })
      .expect(415);

    expect(response.body).toEqual({ success: false, error: errorCodes[code].message });
    await service.deliver();
    expect(smtp.sink.received).toHaveLength(0);
  });

  test('the PDF refusal speaks to the candidate', () => {
    expect(errorCodes.unsafePdf.message).toBe(
      'This PDF contains scripts or embedded files, which we cannot accept. Please save it as a plain PDF and try again.',
    );
  });

  test('two files, a file in another field, or a file on another form: 400', async () => {
    const twoFiles = apply().attach(RESUME_FIELD, samplePdf(), 'a.pdf').attach(RESUME_FIELD, samplePdf(), 'b.pdf');
    const otherField = apply().attach('photo', samplePdf(), 'a.pdf');
    const otherForm = apply(payloads.contact).attach(RESUME_FIELD, samplePdf(), 'a.pdf');

    for (const pending of [twoFiles, otherField, otherForm]) {
      const response = await pending.expect(400);
      expect(response.body.error).toMatch(/^Only one resume file/);
    }
    await service.deliver();
    expect(smtp.sink.received).toHaveLength(0);
  });

  test('a broken multipart body: 400', async () => {
    const response = await request(service.callback())
      .post(SEND_EMAIL_PATH)
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="subject"\r\n\r\nHello')
      .expect(400);

    expect(response.body).toEqual({ success: false, error: 'The form data could not be read.' });
  });
});
