import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ServiceError } from '../errors';
import { DOCX_MAX_ENTRIES, RESUME_UNPACKED_MAX_BYTES } from './limits';

/** Main part of a .docx; a macro-enabled .docm or a template declares a different one. */
const DOCX_MAIN_PART = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const XML_PARTS_MAX_BYTES = 4 * 1024 * 1024;

/** Parts that hold macros, ActiveX controls, OLE objects or other embedded files. */
const UNSAFE_PART =
  /(^|\/)(vbaProject\.bin|vbaData\.xml)$|(^|\/)(embeddings|activeX)\/|oleObject|\.(exe|dll|com|scr|bat|cmd|ps1|vbs|vbe|js|jse|wsf|hta|msi|jar|lnk|cpl|pif)$/i;
/** Content types of the same things, as [Content_Types].xml declares them. */
const UNSAFE_CONTENT_TYPE = /macroEnabled|vbaProject|vbaData|activeX|oleObject|ms-office\.package|x-msdownload/i;
/** Relationships that embed or fetch code or another document; hyperlinks stay allowed. */
const UNSAFE_RELATIONSHIP = /\/(oleObject|package|vbaProject|activeXControl|attachedTemplate|subDocument|frame)"/i;
const EXTERNAL_TARGET = /<Relationship\b[^>]*TargetMode="External"[^>]*>/gi;
const HYPERLINK = /Type="[^"]*\/hyperlink"/i;

/** Executables (MZ, ELF), OLE compound files and nested ZIPs, hidden under any part name. */
const EMBEDDED_SIGNATURES = [
  Buffer.from('MZ'),
  Buffer.from([0x7f, 0x45, 0x4c, 0x46]),
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
];

type WordRefusal = 'unsafeWord' | 'unreadableWord' | 'resumeExpandsTooMuch' | 'unsupportedResume';
const refuse = (code: WordRefusal, cause?: unknown) => new ServiceError(code, undefined, { cause });

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

/** The first bytes of an entry, and the whole of it when `keep` (XML parts, bounded above). */
async function readEntry(zip: ZipFile, entry: Entry, keep: boolean): Promise<{ head: Buffer; content?: Buffer }> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch (error) {
    throw refuse('unreadableWord', error);
  }
  const chunks: Buffer[] = [];
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (head.length < 8) head = Buffer.concat([head, chunk]).subarray(0, 8);
      if (keep) chunks.push(chunk);
    }
  } catch (error) {
    throw refuse('unreadableWord', error);
  }
  return { head, content: keep ? Buffer.concat(chunks) : undefined };
}

function checkXml(name: string, xml: string): void {
  if (name === '[Content_Types].xml') {
    if (!xml.includes(`ContentType="${DOCX_MAIN_PART}"`)) throw refuse('unsupportedResume');
    if (UNSAFE_CONTENT_TYPE.test(xml)) throw refuse('unsafeWord');
  } else if (name.endsWith('.rels')) {
    if (UNSAFE_RELATIONSHIP.test(xml)) throw refuse('unsafeWord');
    for (const relationship of xml.match(EXTERNAL_TARGET) ?? []) {
      if (!HYPERLINK.test(relationship)) throw refuse('unsafeWord');
    }
  }
}

/**
 * A .docx must be a Word document and nothing more: a ZIP whose parts add up to a bounded size
 * (checked on the central directory before anything is inflated, and enforced while inflating),
 * whose content types name the Word main part, and that holds no macros, ActiveX, OLE objects,
 * embedded files or executables, and no relationship that fetches a remote template. Every part is
 * inflated once, through a streaming reader, to look at its first bytes.
 */
export async function inspectDocx(bytes: Buffer): Promise<void> {
  const zip = await open(bytes);
  try {
    const entries = await listEntries(zip);
    const declared = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
    if (declared > RESUME_UNPACKED_MAX_BYTES) throw refuse('resumeExpandsTooMuch');
    if (!entries.some((entry) => entry.fileName === '[Content_Types].xml')) throw refuse('unsupportedResume');
    if (entries.some((entry) => UNSAFE_PART.test(entry.fileName))) throw refuse('unsafeWord');
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      const isXml = /\.(xml|rels)$/i.test(entry.fileName);
      if (isXml && entry.uncompressedSize > XML_PARTS_MAX_BYTES) throw refuse('resumeExpandsTooMuch');
      const { head, content } = await readEntry(zip, entry, isXml);
      if (EMBEDDED_SIGNATURES.some((signature) => head.subarray(0, signature.length).equals(signature))) {
        throw refuse('unsafeWord');
      }
      if (content) checkXml(entry.fileName, content.toString('utf8'));
    }
  } finally {
    zip.close();
  }
}
