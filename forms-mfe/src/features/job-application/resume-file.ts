import { RESUME_MAX_BYTES } from '@inklined/contracts/email-fields';
import { jobApplicationText as text } from '../../content/form-text';

const extensions = ['pdf', 'doc', 'docx'];
/** What browsers report for those files; some report nothing, or a generic type, for a .doc. */
const contentTypes = new Set([
  '',
  'application/octet-stream',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

/**
 * Checks a resume before it is uploaded (spec section 9: pdf, doc or docx, at most 5 MB), so a
 * candidate hears at once what to change instead of after a long upload. The service checks the
 * bytes again; this only spares the wait.
 */
export function resumeProblem(file: File | undefined): string | undefined {
  if (!file) return undefined;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!extensions.includes(extension) || !contentTypes.has(file.type)) return text.resumeWrongType(file.name);
  if (file.size > RESUME_MAX_BYTES) return text.resumeTooLarge(file.name);
  return undefined;
}
