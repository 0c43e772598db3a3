import type { Entry } from 'yauzl';
import { hasMarkup } from './html-markup';

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_END = 0x06064b50;

/**
 * Whether a ZIP archive is its records and nothing else: local headers and their data back to
 * back from the first byte, then the central directory, then its end record, with a comment
 * that holds no markup. A ZIP reader finds its entries from the end and skips what lies between
 * them, so bytes before, between or after the records (an HTML page, a program) would travel
 * unseen inside a file that opens as a document.
 */
export function zipHoldsOnlyItsRecords(bytes: Buffer, entries: readonly Entry[]): boolean {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > bytes.length || bytes.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY) return false;
  const commentLength = bytes.readUInt16LE(end + 20);
  if (end + 22 + commentLength !== bytes.length) return false;
  if (hasMarkup(bytes.toString('latin1', end + 22))) return false;
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);

  let cursor = 0;
  for (const entry of [...entries].sort((a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader)) {
    const at = entry.relativeOffsetOfLocalHeader;
    if (at !== cursor || at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) return false;
    cursor = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28) + entry.compressedSize;
    // Bit 3: sizes and CRC follow the data, with or without their own signature (12 or 16 bytes).
    if (entry.generalPurposeBitFlag & 0x08) {
      cursor += cursor + 4 <= bytes.length && bytes.readUInt32LE(cursor) === DATA_DESCRIPTOR ? 16 : 12;
    }
  }
  if (cursor !== directoryOffset || directoryOffset + directorySize > end) return false;
  // Only a ZIP64 end record and its locator may sit between the directory and the end record.
  const between = directoryOffset + directorySize;
  return between === end || (between + 4 <= end && bytes.readUInt32LE(between) === ZIP64_END);
}
