import { z } from 'zod';

/**
 * The one definition of `POST /api/sendEmail` (spec sections 3, 5, 7 and 8), shared by the forms
 * and the email service. Browser-safe on purpose: zod and nothing from Node.
 */
export const SEND_EMAIL_PATH = '/api/sendEmail';

export const formTypes = ['contactPopup', 'expert', 'contact', 'jobApplication'] as const;
export type FormType = (typeof formTypes)[number];

/** The exact texts of spec section 8, shown to visitors as they are. */
export const emailMessages = {
  missingFields: 'Missing required email fields',
  sendFailed: 'Failed to send email. Please try again later.',
  unexpected: 'An unexpected error occurred. Please try again later.',
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

// Single-line fields end up in headers or one-line labels: no control characters at all, so a
// CR/LF can never start a new header even before nodemailer's own encoding.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001F\u007F\u2028\u2029]*$/;
// Free text may hold tabs and line breaks, nothing else from the control range.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

const text = (max: number, pattern: RegExp, patternMessage: string) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .regex(pattern, patternMessage);

/**
 * A MIME encoded word (RFC 2047, `=?UTF-8?B?...?=`) in a single-line field would be passed on
 * verbatim and shown decoded by mail clients: a subject that reads differently in the inbox than
 * it did in the form. People do not type them; refused with the field named.
 */
const ENCODED_WORD = /=\?[^?\s]*\?[BbQq]\?[^?\s]*\?=/;

const singleLine = (max: number) =>
  text(max, SINGLE_LINE, 'must be a single line without control characters').refine(
    (value) => !ENCODED_WORD.test(value),
    'must not contain encoded text such as =?UTF-8?B?...?=',
  );
const multiLine = (max: number) => text(max, MULTI_LINE, 'must not contain control characters');

function isEmailAddress(value: string): boolean {
  return value.indexOf('@') <= emailFieldLimits.emailLocalPart && z.regexes.email.test(value);
}

const emailAddress = () => singleLine(emailFieldLimits.email).refine(isEmailAddress, 'must be a valid e-mail address');
/** Blank is allowed: the contact page form can be sent without an address (spec section 5). */
const optionalEmailAddress = () =>
  singleLine(emailFieldLimits.email)
    .refine((value) => value === '' || isEmailAddress(value), 'must be a valid e-mail address')
    .optional();

export const emailRequestSchema = z
  .object({
    /** Kept for compatibility with the original forms; never used as a recipient. */
    to_email: emailAddress(),
    subject: singleLine(emailFieldLimits.subject),
    message: multiLine(emailFieldLimits.message),
    from_name: singleLine(emailFieldLimits.name).optional(),
    from_email: optionalEmailAddress(),
    phone: singleLine(emailFieldLimits.phone).optional(),
    service: singleLine(emailFieldLimits.choice).optional(),
    industry: singleLine(emailFieldLimits.choice).optional(),
    experience: singleLine(emailFieldLimits.choice).optional(),
    cover_letter: multiLine(emailFieldLimits.coverLetter).optional(),
    resume: z.enum(resumeStatuses, { error: `must be one of ${resumeStatuses.join(', ')}` }).optional(),
    role_title: singleLine(emailFieldLimits.roleTitle).optional(),
    formType: z.enum(formTypes, { error: `must be one of ${formTypes.join(', ')}` }),
  })
  .superRefine((data, ctx) => {
    if (data.formType === 'expert' && data.message.length > emailFieldLimits.expertMessage) {
      ctx.addIssue({
        code: 'custom',
        path: ['message'],
        message: `must be at most ${emailFieldLimits.expertMessage} characters`,
      });
    }
  });

/** What a form sends (JSON body, or the text parts of the multipart body). */
export type EmailRequest = z.input<typeof emailRequestSchema> & { readonly [HONEYPOT_FIELD]?: string };
/** A request after validation: trimmed, every field within its limits. */
export type ValidEmailRequest = z.output<typeof emailRequestSchema>;
export type EmailField = keyof ValidEmailRequest;

export type EmailValidationResult =
  | { readonly ok: true; readonly data: ValidEmailRequest }
  | { readonly ok: false; readonly error: string; readonly field?: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates a payload and names the first bad field, e.g. "from_email must be a valid e-mail address". */
export function validateEmailRequest(input: unknown): EmailValidationResult {
  const missing =
    !isRecord(input) ||
    requiredEmailFields.some((field) => {
      const value = input[field];
      return typeof value !== 'string' || value.trim() === '';
    });
  if (missing) return { ok: false, error: emailMessages.missingFields };
  const parsed = emailRequestSchema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  return { ok: false, error: `${field ?? 'request'} ${issue?.message ?? 'is invalid'}`, field };
}

/**
 * The header that makes a submission idempotent: the forms send one fresh value (a UUID) per
 * submission and the same value when they retry it. The service answers a repeat with the first
 * answer instead of sending again. Optional: a request without it is one mail.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** 1 to 255 visible ASCII characters (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;

/** Answers about an Idempotency-Key, shown to visitors as they are. */
export const idempotencyMessages = {
  invalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  reused: 'This submission key was already used for a different submission. Please reload the form and try again.',
  inProgress: 'This submission is still being received. Please wait a moment.',
} as const;

export const emailResponseSchema = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), messageId: z.string() }),
  z.object({ success: z.literal(false), error: z.string() }),
]);
export type EmailResponse = z.infer<typeof emailResponseSchema>;
