import type { UploadedFile } from '../uploaded-file';
import { inspectResume, resumeKinds } from './detect';

export interface ResumeAttachment {
  readonly filename: string;
  readonly contentType: string;
  /** The uploaded bytes, unchanged. */
  readonly content: Buffer;
}

const MAX_STEM_LENGTH = 80;

/**
 * A file name safe in a MIME header and on the recruiter's disk: no path, no control or bidi
 * characters, a bounded length, and the extension of what the file really is.
 */
export function safeResumeFilename(originalName: string, extension: string): string {
  const base = originalName.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s._]+|[\s._]+$/g, '')
    .slice(0, MAX_STEM_LENGTH);
  return `${stem || 'resume'}.${extension}`;
}

/** Checks the uploaded bytes; anything but a plain pdf, doc or docx is refused with 415. */
export async function toResumeAttachment(file: UploadedFile): Promise<ResumeAttachment> {
  const kind = await inspectResume(file.buffer);
  const { extension, contentType } = resumeKinds[kind];
  return { filename: safeResumeFilename(file.originalname, extension), contentType, content: file.buffer };
}
