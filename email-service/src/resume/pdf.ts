import { constants, inflateSync } from 'node:zlib';
import { EncryptedPDFError, PDFDict, PDFDocument, PDFName, PDFNumber } from '@cantoo/pdf-lib';
import { ServiceError } from '../errors';
import { hasMarkup, hasMarkupBesidesPdfSyntax, isNamespacedXml } from './html-markup';
import { RESUME_UNPACKED_MAX_BYTES } from './limits';
import { judgePdfObjects } from './pdf-rules';
import { checkPdfStreams } from './pdf-streams';
import { entry, listOf, nameOf, parseObjectStream, parsePdfSyntax, type PdfObject, type PdfValue } from './pdf-syntax';

/** The DOS stub every Windows executable carries: a program under a PDF's name. */
const EXECUTABLE_STUB = 'This program cannot be run in DOS mode';
/** After the last %%EOF only line ends and padding may follow; anything else is a payload. */
const TRAILING_PAYLOAD = /%%EOF[\s\0]*$/;

function refuse(code: 'unsafePdf' | 'unreadablePdf' | 'encryptedResume' | 'resumeExpandsTooMuch', cause?: unknown) {
  return new ServiceError(code, undefined, { cause });
}

/** A stream's data, decoded if it is compressed the one way object streams are. */
function decoded(bytes: Buffer, object: PdfObject): Buffer {
  const { start, end } = object.stream!;
  const data = bytes.subarray(start, end);
  const filters = listOf(entry(object.value, 'Filter'));
  if (filters.length === 0) return data;
  const flate = filters.length === 1 && ['FlateDecode', 'Fl'].includes(nameOf(filters[0]) ?? '');
  if (!flate || entry(object.value, 'DecodeParms')) throw refuse('unreadablePdf');
  try {
    return inflateSync(data, { maxOutputLength: RESUME_UNPACKED_MAX_BYTES, finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    throw refuse('unreadablePdf', error);
  }
}

/**
 * Every object of the file, parsed as PDF syntax from the first byte to the last, with the
 * objects of its object streams; and whether any of its text is markup a browser would run.
 */
function readStructure(bytes: Buffer): { objects: PdfObject[]; trailers: readonly PdfValue[] } {
  let parsed;
  try {
    parsed = parsePdfSyntax(bytes);
  } catch (error) {
    throw refuse('unreadablePdf', error);
  }
  const objects = [...parsed.objects];
  if (parsed.texts.some((text) => hasMarkup(text))) throw refuse('unsafePdf');
  for (const object of parsed.objects) {
    if (!object.stream) continue;
    const type = nameOf(entry(object.value, 'Type'));
    if (type === 'ObjStm') {
      const count = entry(object.value, 'N');
      const first = entry(object.value, 'First');
      if (count?.kind !== 'number' || first?.kind !== 'number') throw refuse('unreadablePdf');
      try {
        objects.push(...parseObjectStream(decoded(bytes, object), count.value, first.value));
      } catch (error) {
        throw error instanceof ServiceError ? error : refuse('unreadablePdf', error);
      }
    } else if (!entry(object.value, 'Filter')) {
      // Data a browser reading the file would see as text: XMP metadata is namespaced XML,
      // anything else (a content stream) PDF syntax, with no markup either way.
      const text = bytes.toString('latin1', object.stream.start, object.stream.end);
      const safe =
        type === 'Metadata' || nameOf(entry(object.value, 'Subtype')) === 'XML'
          ? isNamespacedXml(bytes.toString('utf8', object.stream.start, object.stream.end))
          : !hasMarkupBesidesPdfSyntax(text);
      if (!safe) throw refuse('unsafePdf');
    }
  }
  return { objects, trailers: parsed.trailers };
}

/**
 * A PDF resume must be a PDF document all the way through: every byte of it PDF syntax, none of
 * its text markup a browser would run, every object (all copies, all revisions, those in object
 * streams) within the allow-lists of pdf-rules.ts, and, read as a viewer reads it, a catalog and
 * at least one page. Each refusal is a ServiceError whose message tells the candidate what to do.
 */
export async function inspectPdf(bytes: Buffer): Promise<void> {
  const text = bytes.toString('latin1');
  if (text.includes(EXECUTABLE_STUB) || !TRAILING_PAYLOAD.test(text.slice(-1024))) throw refuse('unsafePdf');
  const streams = await checkPdfStreams(bytes, RESUME_UNPACKED_MAX_BYTES);
  if (streams === 'tooLarge') throw refuse('resumeExpandsTooMuch');
  if (streams === 'legacyFilter') throw refuse('unreadablePdf');

  const { objects, trailers } = readStructure(bytes);
  if (judgePdfObjects(objects, trailers)) throw refuse('unsafePdf');

  let hasPages: boolean;
  try {
    const document = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false });
    // The page tree's own count, read without walking the tree (a crafted tree can be a cycle).
    const pages = document.catalog.lookupMaybe(PDFName.of('Pages'), PDFDict);
    hasPages = (pages?.lookupMaybe(PDFName.of('Count'), PDFNumber)?.asNumber() ?? 0) >= 1;
  } catch (error) {
    throw refuse(error instanceof EncryptedPDFError ? 'encryptedResume' : 'unreadablePdf', error);
  }
  if (!hasPages) throw refuse('unreadablePdf');
}
