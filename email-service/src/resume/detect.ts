import { CFB_SIGNATURE, cfbHasStream } from './cfb';
import { listZipEntries, readZipEntry } from './zip';

/**
 * What a resume is, judged only by its bytes: the name and the declared type come from the
 * visitor's browser and prove nothing (OWASP File Upload Cheat Sheet). file-type is not used
 * because it cannot tell a .doc from any other compound file, and as an ESM-only package it does
 * not load under the project's CommonJS jest setup (docs/decisions/0010-email-service.md).
 */
export const resumeKinds = {
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
  doc: { extension: 'doc', contentType: 'application/msword' },
  docx: {
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
} as const;

export type ResumeKind = keyof typeof resumeKinds;

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Main part of a .docx; a macro-enabled .docm or a template declares a different one. */
const DOCX_MAIN_PART = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const CONTENT_TYPES_MAX_BYTES = 256 * 1024;

const startsWith = (bytes: Buffer, signature: Buffer) => bytes.subarray(0, signature.length).equals(signature);

function isDocx(bytes: Buffer): boolean {
  const entries = listZipEntries(bytes);
  if (!entries) return false;
  if (entries.some((entry) => /(^|\/)vbaProject\.bin$/i.test(entry.name))) return false;
  const contentTypes = entries.find((entry) => entry.name === '[Content_Types].xml');
  const xml = contentTypes && readZipEntry(bytes, contentTypes, CONTENT_TYPES_MAX_BYTES);
  return xml !== undefined && xml.toString('utf8').includes(`ContentType="${DOCX_MAIN_PART}"`);
}

export function detectResumeKind(bytes: Buffer): ResumeKind | undefined {
  if (startsWith(bytes, PDF_SIGNATURE)) return 'pdf';
  if (startsWith(bytes, ZIP_SIGNATURE)) return isDocx(bytes) ? 'docx' : undefined;
  if (startsWith(bytes, CFB_SIGNATURE)) return cfbHasStream(bytes, 'WordDocument') ? 'doc' : undefined;
  return undefined;
}
