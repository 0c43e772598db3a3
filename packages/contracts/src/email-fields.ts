/**
 * The constants of `POST /api/sendEmail` (spec sections 3, 5, 7 and 8) without the schema: what
 * the forms need in the browser, free of zod, so forms-mfe does not load a validation library it
 * does not use (docs/decisions/0007). email.ts holds the schema and re-exports all of this.
 */
export const SEND_EMAIL_PATH = '/api/sendEmail';

export const formTypes = ['contactPopup', 'expert', 'contact', 'jobApplication', 'newsletter'] as const;
export type FormType = (typeof formTypes)[number];

/** The exact texts of spec section 8, shown to visitors as they are. */
export const emailMessages = {
  missingFields: 'Missing required email fields',
  sendFailed: 'Failed to send email. Please try again later.',
  unexpected: 'An unexpected error occurred. Please try again later.',
  /** The visitor cancelled an upload: nothing was sent, what they chose is kept. */
  cancelled: 'Sending cancelled. Nothing was sent; your details and file are still here.',
} as const;

/** Spec section 5: the sender refuses when one of these is missing or blank. */
export const requiredEmailFields = ['to_email', 'subject', 'message'] as const;

/**
 * A field that people never see (rendered off-screen, `tabIndex={-1}`, `autoComplete="off"`) and
 * bots fill in. A submission with it filled is answered like a success and never sent.
 */
export const HONEYPOT_FIELD = 'website';

/** The multipart part that carries a job application's resume file. */
export const RESUME_FIELD = 'resume';
/** Spec section 9: 5 MB, pdf, doc or docx. The service checks the bytes, not the name. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_ACCEPT = '.pdf,.doc,.docx';
export const resumeStatuses = ['Attached', 'Not provided'] as const;
/** The expert form's "news and offers" box as sent: the owners may write only to a 'Yes'. */
export const consentAnswers = ['Yes', 'No'] as const;

/** Character limits per field; generous for people, small enough to keep a mail readable. */
export const emailFieldLimits = {
  email: 254,
  emailLocalPart: 64,
  name: 200,
  subject: 200,
  phone: 40,
  choice: 200,
  roleTitle: 200,
  message: 5000,
  expertMessage: 1500,
  coverLetter: 5000,
} as const;

/**
 * The header that makes a submission idempotent: the forms send one fresh value (a UUID) per
 * submission and the same value when they retry it. The service answers a repeat with the first
 * answer instead of sending again. Optional: a request without it is one mail.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** 1 to 255 visible ASCII characters (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;

/**
 * What a visitor quotes when they call or write again, shown in the success panel, the
 * confirmation mail and the inbox mail's subject: "CI-" and eight random characters of Crockford's
 * base 32 (no I, L, O or U, which read like 1, 0 or V). The service draws them; none follows from
 * another.
 */
export const REFERENCE_PATTERN = /^CI-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** Answers about an Idempotency-Key, shown to visitors as they are. */
export const idempotencyMessages = {
  invalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  reused: 'This submission key was already used for a different submission. Please reload the form and try again.',
  inProgress: 'This submission is still being received. Please wait a moment.',
} as const;
