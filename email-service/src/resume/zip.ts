import { inflateRawSync } from 'node:zlib';

/**
 * Just enough of the ZIP format to look inside an uploaded .docx without unpacking it: the
 * central directory (names and sizes) and one small entry, inflated with a hard output cap so a
 * zip bomb cannot cost more than `maxBytes`.
 */
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN_SIZE = 22;
const MAX_COMMENT = 0xffff;

export interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly compressedSize: number;
  readonly size: number;
  readonly localHeaderOffset: number;
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - EOCD_MIN_SIZE - MAX_COMMENT);
  for (let offset = bytes.length - EOCD_MIN_SIZE; offset >= lowest; offset -= 1) {
    if (bytes.readUInt32LE(offset) === EOCD_SIGNATURE) return offset;
  }
  return -1;
}

/** The entries of the central directory, or undefined when the bytes are not a plain (non-ZIP64) ZIP. */
export function listZipEntries(bytes: Buffer): ZipEntry[] | undefined {
  if (bytes.length < EOCD_MIN_SIZE) return undefined;
  const eocd = findEndOfCentralDirectory(bytes);
  if (eocd < 0) return undefined;
  const count = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL_SIGNATURE) return undefined;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    entries.push({
      name: bytes.toString('utf8', offset + 46, offset + 46 + nameLength),
      method: bytes.readUInt16LE(offset + 10),
      compressedSize: bytes.readUInt32LE(offset + 20),
      size: bytes.readUInt32LE(offset + 24),
      localHeaderOffset: bytes.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The content of one stored or deflated entry, or undefined if it is larger than `maxBytes` or damaged. */
export function readZipEntry(bytes: Buffer, entry: ZipEntry, maxBytes: number): Buffer | undefined {
  if (entry.size > maxBytes) return undefined;
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.length || bytes.readUInt32LE(header) !== LOCAL_SIGNATURE) return undefined;
  const start = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) return undefined;
  if (entry.method === 0) return data;
  if (entry.method !== 8) return undefined;
  try {
    return inflateRawSync(data, { maxOutputLength: maxBytes });
  } catch {
    return undefined;
  }
}
