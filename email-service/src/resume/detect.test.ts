import { describe, expect, test } from '@jest/globals';
import { errorCodes, ServiceError, type ErrorCode } from '../errors';
import {
  docWithMacros,
  docWithOleObject,
  docxBomb,
  docxWithHiddenExecutable,
  docxWithOleObject,
  docxWithRemoteTemplate,
  encryptedDoc,
  pdfBomb,
  pdfHtmlPolyglot,
  pdfThenExecutable,
  pdfWithAppendedPayload,
  pdfWithEmbeddedFile,
  pdfWithHiddenJavaScript,
  pdfWithJavaScript,
  pdfWithLaunch,
} from '../test-support/hostile-files';
import { onePageObjects, pdfFromObjects, samplePdf } from '@inklined/test-kit/sample-pdf';
import {
  sampleDoc,
  sampleDocm,
  sampleDocx,
  sampleExe,
  sampleModernPdf,
  sampleXls,
  wordCompoundFile,
} from '../test-support/sample-files';
import { zip } from '../test-support/zip-writer';
import { inspectResume } from './detect';
import { checkPdfStreams } from './pdf-streams';
import { safeResumeFilename } from './resume-attachment';

async function refusal(bytes: Buffer | Promise<Buffer>): Promise<ErrorCode | 'accepted'> {
  try {
    await inspectResume(await bytes);
    return 'accepted';
  } catch (error) {
    if (error instanceof ServiceError) return error.code;
    throw error;
  }
}

describe('real resumes are accepted as what they are', () => {
  test.each([
    ['a PDF 1.4 with an xref table', () => samplePdf(), 'pdf'],
    ['a PDF with object streams and an xref stream', () => sampleModernPdf(), 'pdf'],
    ['a minimal .doc', () => sampleDoc(), 'doc'],
    ['a .doc with the streams Word writes', () => wordCompoundFile(), 'doc'],
    ['a .docx with a photo and an external hyperlink', () => sampleDocx(), 'docx'],
  ])('%s', async (_name, make, kind) => {
    await expect(inspectResume(await make())).resolves.toBe(kind);
  });
});

describe('files that are not what they claim, or carry more than a document', () => {
  test.each([
    ['an executable', () => sampleExe(), 'unsupportedResume'],
    ['plain text', () => Buffer.from('I am a resume, trust me'), 'unsupportedResume'],
    ['nothing', () => Buffer.alloc(0), 'unsupportedResume'],
    ['an Excel workbook (same container as .doc)', () => sampleXls(), 'unsupportedResume'],
    ['any other ZIP', () => zip({ 'readme.txt': 'hello' }), 'unsupportedResume'],
    ['"%PDF-" followed by an executable', () => pdfThenExecutable(), 'unsafePdf'],
    ['"%PDF-" followed by nothing a parser can read', () => Buffer.from('%PDF-1.4\nhello\n%%EOF\n'), 'unreadablePdf'],
    [
      'a PDF without pages',
      () => pdfFromObjects(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>']),
      'unreadablePdf',
    ],
    ['a PDF with JavaScript (names escaped)', () => pdfWithJavaScript(), 'unsafePdf'],
    ['a PDF with JavaScript inside a compressed object stream', () => pdfWithHiddenJavaScript(), 'unsafePdf'],
    ['a PDF with a launch action', () => pdfWithLaunch(), 'unsafePdf'],
    ['a PDF with an embedded file', () => pdfWithEmbeddedFile(), 'unsafePdf'],
    ['a PDF/HTML polyglot', () => pdfHtmlPolyglot(), 'unsafePdf'],
    ['a PDF with a program after its end', () => pdfWithAppendedPayload(), 'unsafePdf'],
    ['a PDF whose object stream inflates to 200 MB', () => pdfBomb(200), 'resumeExpandsTooMuch'],
    [
      'a PDF with an LZW-compressed stream',
      () => pdfFromObjects([...onePageObjects(), '<< /Filter /LZW#44ecode /Length 1 >>\nstream\nx\nendstream']),
      'unreadablePdf',
    ],
    ['a macro-enabled .docm renamed .docx', () => sampleDocm(), 'unsafeWord'],
    ['a docx with an OLE object', () => docxWithOleObject(), 'unsafeWord'],
    ['a docx with an executable named like an image', () => docxWithHiddenExecutable(), 'unsafeWord'],
    ['a docx that loads a remote template', () => docxWithRemoteTemplate(), 'unsafeWord'],
    ['a docx that says it inflates to 200 MB', () => docxBomb(200, true), 'resumeExpandsTooMuch'],
    ['a docx that claims 4 KB and inflates to 200 MB', () => docxBomb(200, false), 'unreadableWord'],
    ['a docx cut in half', () => sampleDocx().subarray(0, 200), 'unreadableWord'],
    ['a .doc with macros', () => docWithMacros(), 'unsafeWord'],
    ['a .doc with an embedded OLE object', () => docWithOleObject(), 'unsafeWord'],
    ['a password-protected .doc', () => encryptedDoc(), 'encryptedResume'],
    ['a .doc cut after its header', () => sampleDoc().subarray(0, 600), 'unreadableWord'],
  ] as const)('%s: %s', async (_name, make, code) => {
    expect(await refusal(make())).toBe(code);
    expect(errorCodes[code].status).toBe(415);
  });
});

describe('checkPdfStreams', () => {
  test('counts through chained FlateDecode (zlib data inside zlib data)', async () => {
    const { deflateSync } = await import('node:zlib');
    const inner = deflateSync(Buffer.alloc(20 * 1024 * 1024));
    const outer = deflateSync(inner);
    const pdf = pdfFromObjects([
      ...onePageObjects(),
      `<< /Length ${outer.length} >>\nstream\n${outer.toString('latin1')}\nendstream`,
    ]);
    expect(await checkPdfStreams(pdf, 10 * 1024 * 1024)).toBe('tooLarge');
    expect(await checkPdfStreams(pdf, 30 * 1024 * 1024)).toBe('ok');
  });
});

describe('safeResumeFilename', () => {
  test.each([
    ['C:\\Users\\jane\\CV 2026.pdf', 'pdf', 'CV 2026.pdf'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['.hidden.docx', 'docx', 'hidden.docx'],
    ['\r\nBcc: x@y.z.doc', 'doc', 'Bcc_ x_y.z.doc'],
    ['"quoted";name=.pdf', 'pdf', 'quoted_name.pdf'],
    ['=?UTF-8?B?SGk=?=.pdf', 'pdf', 'UTF-8_B_SGk.pdf'],
    ['', 'pdf', 'resume.pdf'],
    [`${'a'.repeat(300)}.pdf`, 'pdf', `${'a'.repeat(80)}.pdf`],
  ])('%j as .%s gives %j', (original, extension, expected) => {
    expect(safeResumeFilename(original, extension)).toBe(expected);
  });
});
