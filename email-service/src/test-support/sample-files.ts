import { compoundFile } from './cfb-writer';
import { zip } from './zip-writer';

/** A one-page PDF with a correct cross-reference table. */
export function samplePdf(text = 'Jane Doe - Resume'): Buffer {
  const content = `BT /F1 18 Tf 72 770 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const contentTypes = (mainPart: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/word/document.xml" ContentType="${mainPart}"/></Types>`;

const wordPackage = (mainPart: string, extra: Record<string, string> = {}) =>
  zip({
    '[Content_Types].xml': contentTypes(mainPart),
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      '</Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:body><w:p><w:r><w:t>Jane Doe - Resume</w:t></w:r></w:p></w:body></w:document>',
    ...extra,
  });

/** The three parts Word needs to open a document. */
export const sampleDocx = () =>
  wordPackage('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml');

/** A macro-enabled document: refused even when renamed to .docx. */
export const sampleDocm = () =>
  wordPackage('application/vnd.ms-word.document.macroEnabled.main+xml', { 'word/vbaProject.bin': 'macros' });

/** A Word 97-2003 compound file. */
export const sampleDoc = () => compoundFile('WordDocument');

/** An Excel 97-2003 compound file: same container as .doc, different content. */
export const sampleXls = () => compoundFile('Workbook');

/** The start of a Windows executable, to be uploaded under a resume's name. */
export const sampleExe = () =>
  Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from('This program cannot be run in DOS mode.')]);
