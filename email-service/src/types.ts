import type { ValidEmailRequest } from '@inklined/contracts/email';
import type { Middleware, ParameterizedContext } from 'koa';
import type { Logger } from './logger';
import type { ResumeAttachment } from './resume/resume-attachment';
import type { UploadedFile } from './uploaded-file';

/** The body as it arrived, before validation: JSON value or multipart fields, and the file if any. */
export interface RawSubmission {
  readonly fields: unknown;
  readonly file: UploadedFile | undefined;
}

/** A submission that passed validation, resume bytes included and checked. */
export interface Submission {
  readonly request: ValidEmailRequest;
  readonly resume: ResumeAttachment | undefined;
}

export interface AppState {
  requestId: string;
  log: Logger;
  raw?: RawSubmission;
  submission?: Submission;
  /** The request's Idempotency-Key, once checked. */
  idempotencyKey?: string;
}

export type AppContext = ParameterizedContext<AppState>;
export type AppMiddleware = Middleware<AppState>;

/** Shared with server.ts, which flips `draining` on SIGTERM. */
export interface Lifecycle {
  draining: boolean;
}
