import { buffer } from 'node:stream/consumers';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ServiceError } from '../errors';
import {
  ALLOWED_CONTENT_TYPES,
  DOCX_MAIN_PART,
  judgePart,
  readContentTypes,
  xmlText,
  type DocxBreach,
} from './docx-rules';
import { DOCX_MAX_ENTRIES, RESUME_UNPACKED_MAX_BYTES } from './limits';
import { zipHoldsOnlyItsRecords } from './zip-layout';

const XML_PARTS_MAX_BYTES = 4 * 1024 * 1024;
const CONTENT_TYPES_PART = '[Content_Types].xml';

type WordRefusal = 'unsafeWord' | 'unreadableWord' | 'resumeExpandsTooMuch' | 'unsupportedResume';
const refuse = (code: WordRefusal, cause?: unknown) => new ServiceError(code, undefined, { cause });
const breachError = (breach: DocxBreach) => refuse('unsafeWord', new Error(`${breach.rule}: ${breach.detail}`));

/** A step of reading the package: whatever fails in it, unless already a refusal, is an unreadable document. */
async function readable<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw error instanceof ServiceError ? error : refuse('unreadableWord', error);
  }
}

function listEntries(zip: ZipFile): Promise<Entry[]> {
  const entries: Entry[] = [];
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries)).once('error', reject);
    zip.readEntry();
  });
}

const readEntry = async (zip: ZipFile, entry: Entry) => buffer(await zip.openReadStreamPromise(entry));

const isXmlType = (type: string) => type === 'application/xml' || type.endsWith('+xml');

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
  // validateEntrySizes: inflating stops with an error as soon as an entry exceeds its declared
  // size, so the declared total below bounds what is ever inflated.
  const options = { lazyEntries: true, validateEntrySizes: true, strictFileNames: true };
  const zip = await readable(() => yauzl.fromBufferPromise(bytes, options));
  try {
    if (zip.entryCount > DOCX_MAX_ENTRIES) throw refuse('unreadableWord');
    const entries = await readable(() => listEntries(zip));
    const declared = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
    if (declared > RESUME_UNPACKED_MAX_BYTES) throw refuse('resumeExpandsTooMuch');
    const typesEntry = entries.find((entry) => entry.fileName === CONTENT_TYPES_PART);
    if (!typesEntry) throw refuse('unsupportedResume');
    if (!zipHoldsOnlyItsRecords(bytes, entries)) throw refuse('unsafeWord');

    const types = await readable(async () => readContentTypes(xmlText(await readEntry(zip, typesEntry))));
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
      const breach = await readable(async () => judgePart(entry.fileName, type, await readEntry(zip, entry)));
      if (breach) throw breachError(breach);
    }
  } finally {
    zip.close();
  }
}
