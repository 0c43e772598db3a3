import { createHash } from 'node:crypto';
import type { Submission } from '../types';

/**
 * What makes two submissions the same one: every validated field and the resume's name, type and
 * bytes. A retry of the same form gives the same value; anything edited in between does not.
 */
export function fingerprint({ request, resume }: Submission): string {
  const hash = createHash('sha256');
  const fields = Object.entries(request).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  hash.update(JSON.stringify(fields));
  if (resume) {
    hash.update('\0resume\0').update(resume.filename).update('\0').update(resume.contentType).update('\0');
    hash.update(resume.content);
  }
  return hash.digest('hex');
}
