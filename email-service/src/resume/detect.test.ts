import { describe, expect, test } from '@jest/globals';
import { sampleDoc, sampleDocm, sampleDocx, sampleExe, samplePdf, sampleXls } from '../test-support/sample-files';
import { zip } from '../test-support/zip-writer';
import { detectResumeKind } from './detect';
import { safeResumeFilename } from './resume-attachment';

describe('detectResumeKind reads the bytes, not the name', () => {
  test.each([
    ['pdf', samplePdf(), 'pdf'],
    ['doc', sampleDoc(), 'doc'],
    ['docx', sampleDocx(), 'docx'],
    ['docm', sampleDocm(), undefined],
    ['xls (same container as doc)', sampleXls(), undefined],
    ['exe', sampleExe(), undefined],
    ['any other zip', zip({ 'readme.txt': 'hello' }), undefined],
    ['a docx cut in half', sampleDocx().subarray(0, 200), undefined],
    ['a doc cut after its header', sampleDoc().subarray(0, 600), undefined],
    ['nothing', Buffer.alloc(0), undefined],
  ])('%s', (_name, bytes, kind) => {
    expect(detectResumeKind(bytes)).toBe(kind);
  });

  test('a docx whose [Content_Types].xml claims a huge size is not inflated', () => {
    const docx = sampleDocx();
    // Patch the uncompressed size of the first central directory entry ([Content_Types].xml).
    const central = docx.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    docx.writeUInt32LE(0x7fffffff, central + 24);
    expect(detectResumeKind(docx)).toBeUndefined();
  });
});

describe('safeResumeFilename', () => {
  test.each([
    ['C:\\Users\\jane\\CV 2026.pdf', 'pdf', 'CV 2026.pdf'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['.hidden.docx', 'docx', 'hidden.docx'],
    ['\r\nBcc: x@y.z.doc', 'doc', 'Bcc_ x_y.z.doc'],
    ['"quoted";name=.pdf', 'pdf', 'quoted_name.pdf'],
    ['', 'pdf', 'resume.pdf'],
    [`${'a'.repeat(300)}.pdf`, 'pdf', `${'a'.repeat(80)}.pdf`],
  ])('%j as .%s gives %j', (original, extension, expected) => {
    expect(safeResumeFilename(original, extension)).toBe(expected);
  });
});
