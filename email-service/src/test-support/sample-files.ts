import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import CFB from 'cfb';
import { compoundFile } from './cfb-writer';
import { zip, type ZipOptions, type ZipPart } from './zip-writer';

/**
 * A PDF as current writers produce it: compressed object streams, a cross-reference stream,
 * document info, two pages and a link. Made by pdf-lib, a real PDF writer.
 */
export async function sampleModernPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle('Jane Doe - Resume');
  document.setAuthor('Jane Doe');
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const line of ['Jane Doe, medical writer', 'Publications: https://example.org/jane']) {
    document.addPage([595, 842]).drawText(line, { x: 72, y: 770, size: 14, font });
  }
  return Buffer.from(await document.save({ useObjectStreams: true }));
}

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export const DOCX_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

const contentTypes = (mainPart: string, extra = '') =>
  `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/>' +
  `<Override PartName="/word/document.xml" ContentType="${mainPart}"/>` +
  '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>' +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
  `${extra}</Types>`;

export const relationships = (rows: string) =>
  `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rows}</Relationships>`;

/**
 * The parts Word writes for a one-page resume with a photo and a link to a profile (an external
 * hyperlink, which stays allowed). `extra` adds or replaces parts.
 */
export function wordPackage(
  { mainPart = DOCX_MAIN, contentTypesExtra = '', documentRels = '', body = '' } = {},
  extra: Record<string, ZipPart> = {},
  options: ZipOptions = {},
): Buffer {
  return zip(
    {
      '[Content_Types].xml': contentTypes(mainPart, contentTypesExtra),
      '_rels/.rels': relationships(
        `<Relationship Id="rId1" Type="${RELS}/officeDocument" Target="word/document.xml"/>` +
          '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>',
      ),
      'docProps/core.xml': `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Resume</dc:title><dc:creator>Jane Doe</dc:creator></cp:coreProperties>`,
      'word/document.xml':
        `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="${RELS}">` +
        '<w:body><w:p><w:r><w:t>Jane Doe - Resume</w:t></w:r></w:p>' +
        `<w:p><w:hyperlink r:id="rId3"><w:r><w:t>Profile</w:t></w:r></w:hyperlink></w:p>${body}</w:body></w:document>`,
      'word/styles.xml': `${XML}<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>`,
      'word/_rels/document.xml.rels': relationships(
        `<Relationship Id="rId1" Type="${RELS}/styles" Target="styles.xml"/>` +
          `<Relationship Id="rId2" Type="${RELS}/image" Target="media/image1.png"/>` +
          `<Relationship Id="rId3" Type="${RELS}/hyperlink" Target="https://www.linkedin.com/in/jane" TargetMode="External"/>` +
          documentRels,
      ),
      'word/media/image1.png': PNG_1X1,
      ...extra,
    },
    options,
  );
}

export const sampleDocx = () => wordPackage();

/** A macro-enabled document: refused even when renamed to .docx. */
export const sampleDocm = () =>
  wordPackage(
    { mainPart: 'application/vnd.ms-word.document.macroEnabled.main+xml' },
    { 'word/vbaProject.bin': 'macros' },
  );

/** A minimal Word 97-2003 compound file: one WordDocument stream. */
export const sampleDoc = () => compoundFile('WordDocument');

/** The first bytes of a Word 97-2003 FIB; `flags` is the word at offset 0x0A. */
export function wordFib(flags = 0): Buffer {
  const fib = Buffer.alloc(4096);
  fib.writeUInt16LE(0xa5ec, 0); // wIdent
  fib.writeUInt16LE(0x00c1, 2); // nFib of Word 97
  fib.writeUInt16LE(flags, 0x0a);
  return fib;
}

/** A .doc with the streams Word writes (text, table, summary information), `extra` streams added. */
export function wordCompoundFile(extra: Record<string, Buffer> = {}, flags = 0): Buffer {
  const container = CFB.utils.cfb_new();
  const streams: Record<string, Buffer> = {
    '/WordDocument': wordFib(flags),
    '/1Table': Buffer.alloc(8192, 1),
    '/\u0005SummaryInformation': Buffer.alloc(512, 2),
    '/\u0005DocumentSummaryInformation': Buffer.alloc(512, 3),
    '/\u0001CompObj': Buffer.from('Microsoft Word 97-2003 Document\0Word.Document.8\0'),
    ...extra,
  };
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, name, content);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** An Excel 97-2003 compound file: same container as .doc, different content. */
export const sampleXls = () => compoundFile('Workbook');

/** The start of a Windows executable, to be uploaded under a resume's name. */
export const sampleExe = () =>
  Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from('This program cannot be run in DOS mode.')]);
