import { emailMessages, idempotencyMessages, RESUME_MAX_BYTES } from '@inklined/contracts/email';
import { RESUME_UNPACKED_MAX_BYTES } from './resume/limits';

const resumeLimitMb = RESUME_MAX_BYTES / (1024 * 1024);
const RESUME_UNPACKED_MAX_MB = RESUME_UNPACKED_MAX_BYTES / (1024 * 1024);

/**
 * Every error the service answers with: its HTTP status and the text a visitor may see. Nothing
 * else (no stack, no library message) ever reaches a client.
 */
export const errorCodes = {
  missingFields: { status: 400, message: emailMessages.missingFields },
  invalidField: { status: 400, message: 'A field of the form is invalid.' },
  invalidJson: { status: 400, message: 'The request body is not valid JSON.' },
  invalidMultipart: { status: 400, message: 'The form data could not be read.' },
  unexpectedFile: {
    status: 400,
    message: 'Only one resume file, in the "resume" field of a job application, is accepted.',
  },
  crossSite: { status: 403, message: 'This form can only be sent from the Critically Inklined website.' },
  notFound: { status: 404, message: 'Not found.' },
  methodNotAllowed: { status: 405, message: 'Method not allowed.' },
  bodyTooLarge: { status: 413, message: 'The submission is too large.' },
  resumeTooLarge: {
    status: 413,
    message: `The resume file is larger than ${resumeLimitMb} MB. Please attach a smaller file.`,
  },
  unsupportedMediaType: { status: 415, message: 'Send the form as JSON or multipart/form-data.' },
  unsupportedResume: { status: 415, message: 'The resume must be a PDF, DOC or DOCX file.' },
  unsafePdf: {
    status: 415,
    message:
      'This PDF contains scripts or embedded files, which we cannot accept. Please save it as a plain PDF and try again.',
  },
  unreadablePdf: {
    status: 415,
    message: 'This PDF could not be read. Please export or print your resume to PDF again and try again.',
  },
  unsafeWord: {
    status: 415,
    message:
      'This Word document contains macros or embedded files, which we cannot accept. Please save it as a plain .docx or as a PDF and try again.',
  },
  unreadableWord: {
    status: 415,
    message: 'This Word document could not be read. Please save it again as .docx or as a PDF and try again.',
  },
  resumeExpandsTooMuch: {
    status: 415,
    message: `This file becomes larger than ${RESUME_UNPACKED_MAX_MB} MB when opened. Please save a smaller version or a PDF and try again.`,
  },
  encryptedResume: {
    status: 415,
    message: 'This file is password-protected. Please save it without a password and try again.',
  },
  rateLimited: { status: 429, message: 'Too many submissions from your network. Please try again later.' },
  unexpected: { status: 500, message: emailMessages.unexpected },
  /** The outbox could not store the submission (disk full, its file or folder gone or read-only). */
  storeUnavailable: { status: 503, message: emailMessages.sendFailed, retryAfterSeconds: 60 },
  /**
   * More undelivered submissions than OUTBOX_MAX_PENDING, or more bytes than OUTBOX_MAX_MB: the
   * mail server has been away too long.
   */
  outboxFull: { status: 503, message: emailMessages.sendFailed, retryAfterSeconds: 300 },
  idempotencyKeyInvalid: { status: 400, message: idempotencyMessages.invalid },
  idempotencyInProgress: { status: 409, message: idempotencyMessages.inProgress },
  idempotencyKeyReused: { status: 422, message: idempotencyMessages.reused },
  uploadsBusy: {
    status: 503,
    message: 'We are receiving many applications right now. Please try again in a few seconds.',
    retryAfterSeconds: 5,
  },
  uploadTooSlow: {
    status: 408,
    message: 'The upload was too slow to finish. Please check your connection and send the application again.',
  },
} as const satisfies Record<string, { status: number; message: string; retryAfterSeconds?: number }>;

export type ErrorCode = keyof typeof errorCodes;

/** The `code` of a library or system error, from any realm (socket errors fail `instanceof Error` under jest). */
export function errorCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** An error the error middleware turns into `{ success: false, error }` with the code's status. */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';

  constructor(
    readonly code: ErrorCode,
    /** Overrides the map's text where it can be more precise (the invalid field's name). */
    readonly publicMessage: string = errorCodes[code].message,
    options?: ErrorOptions,
  ) {
    super(`${code}: ${publicMessage}`, options);
  }

  get status(): number {
    return errorCodes[this.code].status;
  }
}
