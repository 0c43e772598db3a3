import { emailMessages, RESUME_MAX_BYTES } from '@inklined/contracts/email';

const resumeLimitMb = RESUME_MAX_BYTES / (1024 * 1024);

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
  notFound: { status: 404, message: 'Not found.' },
  methodNotAllowed: { status: 405, message: 'Method not allowed.' },
  bodyTooLarge: { status: 413, message: 'The submission is too large.' },
  resumeTooLarge: {
    status: 413,
    message: `The resume file is larger than ${resumeLimitMb} MB. Please attach a smaller file.`,
  },
  unsupportedMediaType: { status: 415, message: 'Send the form as JSON or multipart/form-data.' },
  unsupportedResume: { status: 415, message: 'The resume must be a PDF, DOC or DOCX file.' },
  rateLimited: { status: 429, message: 'Too many submissions from your network. Please try again later.' },
  unexpected: { status: 500, message: emailMessages.unexpected },
  transportRejected: { status: 502, message: emailMessages.sendFailed },
  transportUnavailable: { status: 503, message: emailMessages.sendFailed },
} as const satisfies Record<string, { status: number; message: string }>;

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
