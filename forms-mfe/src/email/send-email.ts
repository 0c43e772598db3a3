import type { EmailRequest } from '@inklined/contracts/email';
import {
  emailMessages,
  IDEMPOTENCY_KEY_HEADER,
  REFERENCE_PATTERN,
  RESUME_FIELD,
  requiredEmailFields,
  SEND_EMAIL_PATH,
} from '@inklined/contracts/email-fields';
import { post, PostError, type PostAnswer } from './post';

export type SendResult =
  | {
      readonly ok: true;
      readonly messageId: string;
      /** What the visitor quotes; none from a service that does not give one. */
      readonly reference?: string;
    }
  | {
      readonly ok: false;
      /** Spec section 8's text for what went wrong, or the service's own message. */
      readonly error: string;
      /** The message came from the service (a refused resume, too many submissions…), not from here. */
      readonly fromService: boolean;
      /** The visitor cancelled the send (SendOptions.signal): nothing was tried again. */
      readonly cancelled?: true;
    };

export interface SendOptions {
  /** Where the service is; the site's own `/api/sendEmail` unless a test points elsewhere. */
  readonly endpoint?: string;
  /** One key per submission, the same for every attempt of it (the visitor's and this client's). */
  readonly idempotencyKey: string;
  /** A job application's resume: the request is then multipart, with the file in the contract's field. */
  readonly resume?: File;
  /** Waits between automatic attempts; the tests shorten them. */
  readonly retryDelaysMs?: readonly number[];
  /** How long one attempt may take before it counts as a network failure. */
  readonly timeoutMs?: number;
  /** The visitor's Cancel: the attempt under way is aborted and none follows. */
  readonly signal?: AbortSignal;
  /** The request body's progress, bytes sent of all, on every attempt. */
  readonly onUploadProgress?: (sent: number, total: number) => void;
}

/** Answers worth a second attempt with the same key: the service or the way to it was briefly unavailable. */
const retryableStatuses = new Set([502, 503, 504]);
const defaultRetryDelaysMs = [1_000, 3_000];
/** A Retry-After longer than this is not waited for: the visitor gets the answer instead. */
const maxRetryAfterMs = 5_000;

const failure = (error: string, fromService = false): SendResult => ({ ok: false, error, fromService });
const cancelled: SendResult = { ok: false, error: emailMessages.cancelled, fromService: false, cancelled: true };

function isMissing(payload: EmailRequest): boolean {
  return requiredEmailFields.some((field) => {
    const value = payload[field];
    return typeof value !== 'string' || value.trim() === '';
  });
}

function requestBody(
  payload: EmailRequest,
  resume: File | undefined,
): { body: string | FormData; headers: Record<string, string> } {
  if (!resume) return { body: JSON.stringify(payload), headers: { 'Content-Type': 'application/json' } };
  const form = new FormData();
  for (const [name, value] of Object.entries(payload)) {
    if (typeof value === 'string') form.append(name, value);
  }
  form.append(RESUME_FIELD, resume, resume.name);
  // The browser sets multipart/form-data with its boundary itself.
  return { body: form, headers: {} };
}

function retryAfterMs(response: PostAnswer): number | undefined {
  const seconds = Number(response.header('Retry-After'));
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Attempt {
  readonly result: SendResult;
  /** Worth another attempt with the same key (after at least this long, if the service says so). */
  readonly retry: boolean;
  readonly retryAfterMs?: number;
}

/** What one answer of the service means. */
function readAnswer(response: PostAnswer): Attempt {
  const body = response.json;
  const answer = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (response.status >= 200 && response.status < 300 && answer.success === true) {
    const messageId = typeof answer.messageId === 'string' ? answer.messageId : '';
    const reference =
      typeof answer.reference === 'string' && REFERENCE_PATTERN.test(answer.reference) ? answer.reference : undefined;
    return { result: { ok: true, messageId, reference }, retry: false };
  }
  console.warn('The email service did not take the submission:', response.status, answer.error ?? '(no error given)');
  // Spec section 8: a refusal the visitor can act on (a resume of the wrong kind or too large, too
  // many submissions) is the service's own words; anything else is "Failed to send email…".
  const result =
    response.status >= 400 && response.status < 500 && typeof answer.error === 'string' && answer.error !== ''
      ? failure(answer.error, true)
      : failure(emailMessages.sendFailed);
  return { result, retry: retryableStatuses.has(response.status), retryAfterMs: retryAfterMs(response) };
}

async function attempt(payload: EmailRequest, options: SendOptions, timeoutMs: number): Promise<Attempt> {
  const { body, headers } = requestBody(payload, options.resume);
  let response: PostAnswer;
  try {
    response = await post({
      url: options.endpoint ?? SEND_EMAIL_PATH,
      headers: { ...headers, Accept: 'application/json', [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey },
      body,
      timeoutMs,
      signal: options.signal,
      onUploadProgress: options.onUploadProgress,
    });
  } catch (error) {
    if (error instanceof PostError && error.reason === 'cancelled') {
      return { result: cancelled, retry: false };
    }
    console.warn('The email service could not be reached:', error);
    return { result: failure(emailMessages.sendFailed), retry: true };
  }
  return readAnswer(response);
}

/**
 * Posts one form's submission to `POST /api/sendEmail` (spec sections 7 and 8) and says how it
 * went. A network failure or a briefly unavailable service is tried again with the same
 * idempotency key, so the message is sent once however many attempts it takes.
 */
export async function sendEmail(payload: EmailRequest, options: SendOptions): Promise<SendResult> {
  const { retryDelaysMs = defaultRetryDelaysMs, timeoutMs = 60_000 } = options;
  try {
    if (isMissing(payload)) return failure(emailMessages.missingFields);
    for (let tries = 0; ; tries++) {
      const { result, retry, retryAfterMs: asked } = await attempt(payload, options, timeoutMs);
      if (result.ok) console.info('Message sent, id', result.messageId);
      const delay = retryDelaysMs[tries];
      const wait = Math.max(delay ?? 0, asked ?? 0);
      if (!retry || delay === undefined || wait > maxRetryAfterMs || options.signal?.aborted) return result;
      await sleep(wait);
      if (options.signal?.aborted) return cancelled;
    }
  } catch (error) {
    console.error('Sending the form failed unexpectedly:', error);
    return failure(emailMessages.unexpected);
  }
}
