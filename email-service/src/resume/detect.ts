import { ServiceError } from '../errors';
import { inspectDoc } from './doc';
import { inspectDocx } from './docx';
import { inspectPdf } from './pdf';

/**
 * What a resume is, judged by its bytes: the name and the declared type come from the visitor's
 * browser and prove nothing (OWASP File Upload Cheat Sheet). The first bytes pick the format;
 * then the file is parsed as that format all the way through (docs/decisions/0011).
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

const signatures: ReadonlyArray<readonly [ResumeKind, Buffer]> = [
  ['pdf', Buffer.from('%PDF-', 'latin1')],
  ['docx', Buffer.from([0x50, 0x4b, 0x03, 0x04])],
  ['doc', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
];

const inspectors: Readonly<Record<ResumeKind, (bytes: Buffer) => Promise<void> | void>> = {
  pdf: inspectPdf,
  docx: inspectDocx,
  doc: inspectDoc,
};

/** The kind of a resume that passed every check; otherwise a ServiceError (415) saying why not. */
export async function inspectResume(bytes: Buffer): Promise<ResumeKind> {
  const kind = signatures.find(([, signature]) => bytes.subarray(0, signature.length).equals(signature))?.[0];
  if (!kind) throw new ServiceError('unsupportedResume');
  await inspectors[kind](bytes);
  return kind;
}
