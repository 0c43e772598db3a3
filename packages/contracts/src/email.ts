import { z } from 'zod';
import { isEmailAddress } from './email-address';
import {
  emailFieldLimits,
  emailMessages,
  formTypes,
  type HONEYPOT_FIELD,
  REFERENCE_PATTERN,
  requiredEmailFields,
  consentAnswers,
  resumeStatuses,
} from './email-fields';

/**
 * The one definition of `POST /api/sendEmail` (spec sections 3, 5, 7 and 8), shared by the forms
 * and the email service: the schema here, the constants in email-fields.ts. Browser-safe on
 * purpose: zod and nothing from Node.
 */
export {
  emailFieldLimits,
  emailMessages,
  formTypes,
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  idempotencyMessages,
  requiredEmailFields,
  RESUME_ACCEPT,
  RESUME_FIELD,
  REFERENCE_PATTERN,
  RESUME_MAX_BYTES,
  consentAnswers,
  resumeStatuses,
  SEND_EMAIL_PATH,
  type FormType,
} from './email-fields';

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
    /** The expert form's answer to "Send me occasional news and offers by e-mail." */
    marketing_consent: z.enum(consentAnswers, { error: `must be one of ${consentAnswers.join(', ')}` }).optional(),
    role_title: singleLine(emailFieldLimits.roleTitle).optional(),
    role_id: singleLine(emailFieldLimits.roleTitle).optional(),
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

export const emailResponseSchema = z.discriminatedUnion('success', [
  z.object({
    success: z.literal(true),
    messageId: z.string(),
    // Optional because the forms and the service deploy on their own: a form already showing
    // references still takes the answer of a service that does not give one yet.
    reference: z.string().regex(REFERENCE_PATTERN).optional(),
  }),
  z.object({ success: z.literal(false), error: z.string() }),
]);
export type EmailResponse = z.infer<typeof emailResponseSchema>;
