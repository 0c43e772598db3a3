import type { EmailField, FormType, ValidEmailRequest } from '@inklined/contracts/email';
import { sizeText } from '@inklined/brand/size-text';
import type { ResumeAttachment } from '../resume/resume-attachment';

export const formLabels: Readonly<Record<FormType, string>> = {
  contactPopup: 'Contact popup',
  expert: 'Expert consultation',
  contact: 'Contact page',
  newsletter: 'Newsletter',
  jobApplication: 'Job application',
};

/** The order and wording in which a recruiter or the support team reads a submission. */
const fieldLabels: ReadonlyArray<readonly [Exclude<EmailField, 'formType' | 'resume'>, string]> = [
  ['from_name', 'Name'],
  ['from_email', 'E-mail'],
  ['phone', 'Phone'],
  ['service', 'Service'],
  ['industry', 'Industry'],
  ['experience', 'Experience'],
  ['role_title', 'Role'],
  ['role_id', 'Role id'],
  ['subject', 'Subject'],
  ['to_email', 'Addressed to (as sent by the form)'],
  ['message', 'Message'],
  ['cover_letter', 'Cover letter'],
  ['marketing_consent', 'News and offers by e-mail'],
];

export interface FieldRow {
  readonly label: string;
  readonly value: string;
  readonly multiline: boolean;
}

/** The resume line says what really arrived, not what the form claimed. */
function resumeRow(request: ValidEmailRequest, resume: ResumeAttachment | undefined): FieldRow[] {
  const value = resume
    ? `${resume.filename} (${sizeText(resume.content.length)}), attached`
    : request.resume === 'Attached'
      ? 'Marked as attached, but no file was uploaded'
      : request.resume;
  return value ? [{ label: 'Resume', value, multiline: false }] : [];
}

/** Every submitted, non-empty field, labelled; the form type and the reference first, the resume last. */
export function fieldRows(
  request: ValidEmailRequest,
  resume: ResumeAttachment | undefined,
  reference: string | undefined,
): FieldRow[] {
  const rows: FieldRow[] = [{ label: 'Form', value: formLabels[request.formType], multiline: false }];
  if (reference) rows.push({ label: 'Reference', value: reference, multiline: false });
  for (const [field, label] of fieldLabels) {
    const value = request[field];
    if (value) rows.push({ label, value, multiline: field === 'message' || field === 'cover_letter' });
  }
  return [...rows, ...resumeRow(request, resume)];
}
