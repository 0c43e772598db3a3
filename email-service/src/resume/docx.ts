import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ServiceError } from '../errors';
import {
  ALLOWED_CONTENT_TYPES,
  DOCX_MAIN_PART,
  imageSignatures,
  judgeDocumentPart,
  judgeRelationships,
  judgeSvg,
  readContentTypes,
  xmlText,
  type DocxBreach,
} from './docx-rules';
import { DOCX_MAX_ENTRIES, RESUME_UNPACKED_MAX_BYTES } from './limits';
import { zipHoldsOnlyItsRecords } from './zip-layout';

const XML_PARTS_MAX_BYTES = 4 * 1024 * 1024;
const CONTENT_TYPES_PART = '[Content_Types].xml';
const signatures = imageSignatures();

type WordRefusal = 'unsafeWord' | 'unreadableWord' | 'resumeExpandsTooMuch' | 'unsupportedResume';
const refuse = (code: WordRefusal, cause?: unknown) => new ServiceError(code, undefined, { cause });
const breachError = (breach: DocxBreach) => refuse('unsafeWord', new Error(`${breach.rule}: ${breach.detail}`));

async function open(bytes: Buffer): Promise<ZipFile> {
  try {
    // validateEntrySizes: inflating stops with an error as soon as an entry exceeds its declared
    // size, so the declared total below bounds what is ever inflated.
    return await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true });
  } catch (error) {
    throw refuse('unreadableWord', error);
  }
}

async function listEntries(zip: ZipFile): Promise<Entry[]> {
  if (zip.entryCount > DOCX_MAX_ENTRIES) throw refuse('unreadableWord');
  const entries: Entry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', resolve).once('error', reject);
    zip.readEntry();
  }).catch((error: unknown) => {
    throw refuse('unreadableWord', error);
  });
  return entries;
}

async function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch (error) {
    throw refuse('unreadableWord', error);
  }
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  } catch (error) {
    throw refuse('unreadableWord', error);
  }
  return Buffer.concat(chunks);
}

const isXmlType = (type: string) => type === 'application/xml' || type.endsWith('+xml');

/** One part judged by what the package says it is, and by what its bytes are. */
function judgePart(name: string, type: string, content: Buffer): DocxBreach | undefined {
  if (type === 'image/svg+xml') return judgeSvg(xmlText(content));
  const images = signatures[type];
  if (images) {
    return images.some((signature) => content.subarray(0, signature.length).equals(signature))
      ? undefined
      : { rule: 'image', detail: `${name} is not ${type}` };
  }
  if (type === 'application/vnd.openxmlformats-officedocument.obfuscatedFont') return undefined;
  const xml = xmlText(content);
  if (name.endsWith('.rels')) return judgeRelationships(xml);
  if (type.startsWith('application/vnd.openxmlformats-officedocument.wordprocessingml.')) return judgeDocumentPart(xml);
  // Any other XML part (properties, theme, styles of charts): it must at least be XML.
  return judgeDocumentPart(xml);
}

/**
 * A .docx must be a Word document and nothing more, judged by its whole structure against
 * allow-lists (docs/decisions/0018): a ZIP that is its records and nothing else, whose parts add
 * up to a bounded size (checked on the central directory before anything is inflated, and
 * enforced while inflating), every part of an allowed content type (the main part a document's,
 * images that are the images they claim to be), every relationship of an allowed type with only
 * links pointing outside, and every XML part parsed, with no embedding elements and only allowed
 * field codes. Macros, OLE objects, ActiveX, remote templates, linked pictures, altChunk and DDE
 * have no place in any of those lists, in any quoting or encoding.
 */
export async function inspectDocx(bytes: Buffer): Promise<void> {
  const zip = await open(bytes);
  try {
    const entries = await listEntries(zip);
    const declared = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
    if (declared > RESUME_UNPACKED_MAX_BYTES) throw refuse('resumeExpandsTooMuch');
    const typesEntry = entries.find((entry) => entry.fileName === CONTENT_TYPES_PART);
    if (!typesEntry) throw refuse('unsupportedResume');
    if (!zipHoldsOnlyItsRecords(bytes, entries)) throw refuse('unsafeWord');

    let types: ReturnType<typeof readContentTypes>;
    try {
      types = readContentTypes(xmlText(await readEntry(zip, typesEntry)));
    } catch (error) {
      throw error instanceof ServiceError ? error : refuse('unreadableWord', error);
    }
    if (types.of('word/document.xml') !== DOCX_MAIN_PART && !types.all().includes(DOCX_MAIN_PART)) {
      throw refuse(
        types.all().some((type) => /macroEnabled|template/i.test(type)) ? 'unsafeWord' : 'unsupportedResume',
      );
    }
    const unknown = types.all().find((type) => !ALLOWED_CONTENT_TYPES.has(type));
    if (unknown) throw breachError({ rule: 'contentType', detail: unknown });

    for (const entry of entries) {
      if (entry === typesEntry || entry.fileName.endsWith('/')) continue;
      const type = types.of(entry.fileName);
      if (!type) throw breachError({ rule: 'part', detail: `${entry.fileName} has no content type` });
      if (isXmlType(type) && entry.uncompressedSize > XML_PARTS_MAX_BYTES) throw refuse('resumeExpandsTooMuch');
      const content = await readEntry(zip, entry);
      let breach: DocxBreach | undefined;
      try {
        breach = judgePart(entry.fileName, type, content);
      } catch (error) {
        throw refuse('unreadableWord', error);
      }
      if (breach) throw breachError(breach);
    }
  } finally {
    zip.close();
  }
}
