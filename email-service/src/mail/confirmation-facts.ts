import type { ValidEmailRequest } from '@inklined/contracts/email';

/**
 * A name that is a name: letters (any script), with the apostrophes and hyphens of real names.
 * Nothing a mail client would turn into a link (no dots, digits, slashes), so the confirmation
 * cannot carry somebody else's message to the address they typed in.
 */
const NAME = /^\p{L}[\p{L}\p{M}'’-]{0,39}$/u;
/** The careers pages' role titles are words of this kind ("Social Sciences Writing Specialist"). */
const ROLE = /^\p{L}[\p{L}\p{M} &'’-]{1,79}$/u;

/** The first word of the name the visitor gave, if it is a name; otherwise none. */
export function firstName(fullName: string | undefined): string | undefined {
  const first = fullName?.trim().split(/\s+/)[0];
  return first && NAME.test(first) ? first : undefined;
}

/** The role applied for, if it reads as a role title; otherwise none. */
export function roleTitle(title: string | undefined): string | undefined {
  const trimmed = title?.trim();
  return trimmed && ROLE.test(trimmed) ? trimmed : undefined;
}

/**
 * What the confirmation entry keeps of a submission: whom to answer and the facts the mail may
 * contain. The message, the phone, the cover letter and the resume stay with the submission only.
 */
export function confirmationFacts(request: ValidEmailRequest): ValidEmailRequest {
  return {
    to_email: request.to_email,
    subject: '',
    message: '',
    formType: request.formType,
    from_email: request.from_email,
    from_name: firstName(request.from_name),
    role_title: request.formType === 'jobApplication' ? roleTitle(request.role_title) : undefined,
  };
}
