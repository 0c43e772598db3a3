import {
  EncryptedPDFError,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFStream,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { ServiceError } from '../errors';
import { RESUME_UNPACKED_MAX_BYTES } from './limits';
import { checkPdfStreams } from './pdf-streams';

/**
 * Names that make a PDF do something when opened, or carry another file: scripts (JavaScript, JS,
 * XFA forms), actions that start programs, send or load data (Launch, SubmitForm, ImportData,
 * GoToE), and embedded files and media (EmbeddedFile(s), FileAttachment, RichMedia). A resume
 * needs none of them. Found as a key or a value anywhere in the document, in every object the
 * parser reads, those inside compressed object streams included; escapes like `/J#53` are decoded.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'XFA',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'RichMedia',
]);

/**
 * What a browser would run if the same bytes were opened as a web page (a PDF/HTML polyglot), and
 * the DOS stub every Windows executable carries.
 */
const POLYGLOT = /<(?:!doctype\s+html|html|head|body|script|iframe|svg|meta|object|embed)[\s>/]/i;
const EXECUTABLE_STUB = 'This program cannot be run in DOS mode';
/** After the last %%EOF only line ends and padding may follow; anything else is a payload. */
const TRAILING_PAYLOAD = /%%EOF[\s\0]*$/;

function refuse(code: 'unsafePdf' | 'unreadablePdf' | 'encryptedResume' | 'resumeExpandsTooMuch', cause?: unknown) {
  return new ServiceError(code, undefined, { cause });
}

function hasActiveName(root: PDFObject): boolean {
  const pending: PDFObject[] = [root];
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFName) {
      if (ACTIVE_NAMES.has(object.decodeText())) return true;
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        if (ACTIVE_NAMES.has(key.decodeText())) return true;
        pending.push(value);
      }
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    }
  }
  return false;
}

async function parse(bytes: Buffer): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false });
  } catch (error) {
    throw refuse(error instanceof EncryptedPDFError ? 'encryptedResume' : 'unreadablePdf', error);
  }
}

/** The page tree's own count, read without walking the tree (a crafted tree can be a cycle). */
function pageCount(document: PDFDocument): number {
  const pages = document.catalog.lookup(PDFName.of('Pages'));
  const count = pages instanceof PDFDict ? pages.lookup(PDFName.of('Count')) : undefined;
  return count instanceof PDFNumber ? count.asNumber() : 0;
}

/**
 * A PDF resume must be a PDF document all the way through: it parses, has a catalog and at least
 * one page, and contains nothing that runs, launches or carries another file. Each refusal is a
 * ServiceError whose message tells the candidate what to do.
 */
export async function inspectPdf(bytes: Buffer): Promise<void> {
  const text = bytes.toString('latin1');
  if (POLYGLOT.test(text) || text.includes(EXECUTABLE_STUB) || !TRAILING_PAYLOAD.test(text.slice(-1024))) {
    throw refuse('unsafePdf');
  }
  const streams = await checkPdfStreams(bytes, RESUME_UNPACKED_MAX_BYTES);
  if (streams === 'tooLarge') throw refuse('resumeExpandsTooMuch');
  if (streams === 'legacyFilter') throw refuse('unreadablePdf');

  const document = await parse(bytes);
  let hasPages: boolean;
  try {
    hasPages = document.catalog instanceof PDFDict && pageCount(document) >= 1;
  } catch (error) {
    throw refuse('unreadablePdf', error);
  }
  if (!hasPages) throw refuse('unreadablePdf');
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (hasActiveName(object)) throw refuse('unsafePdf');
  }
  const trailer = document.context.trailerInfo;
  for (const value of [trailer.Root, trailer.Info]) {
    if (value && hasActiveName(value)) throw refuse('unsafePdf');
  }
}
