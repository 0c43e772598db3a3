import type { FormType, ValidEmailRequest } from '@inklined/contracts/email';
import type { ResumeAttachment } from '../resume/resume-attachment';

export type OutboxState = 'queued' | 'sending' | 'sent' | 'dead';
export const outboxStates: readonly OutboxState[] = ['queued', 'sending', 'sent', 'dead'];

/**
 * What an entry is a mail of: the submission itself, to the company inbox, or the confirmation
 * to the visitor who sent it (built from the few facts kept for it, never from their words).
 */
export type MailKind = 'submission' | 'confirmation';

/** The confirmation a new submission asks for; stored with it, in the same transaction. */
export interface PlannedConfirmation {
  readonly id: string;
  /** The visitor's address: the limit of one confirmation per address per window is kept on it. */
  readonly recipient: string;
  /** What the confirmation needs: form type, first name, role (confirmation-facts.ts). */
  readonly request: ValidEmailRequest;
  readonly windowMs: number;
}

export interface NewSubmission {
  /** The message's id: the Message-ID of the mail and the `messageId` the form gets back. */
  readonly id: string;
  readonly request: ValidEmailRequest;
  readonly resume: ResumeAttachment | undefined;
  readonly idempotencyKey: string | undefined;
  /** Hash of the request and the resume, to tell a repeat from a reused key. */
  readonly fingerprint: string;
  /** Stored only if the address had no confirmation within the window. */
  readonly confirmation?: PlannedConfirmation;
}

export type EnqueueResult =
  | { readonly outcome: 'stored'; readonly id: string; readonly reference: string; readonly confirmationId?: string }
  | { readonly outcome: 'repeat'; readonly id: string; readonly reference: string | undefined }
  | { readonly outcome: 'keyReused' }
  | { readonly outcome: 'full'; readonly reason: string }
  | { readonly outcome: 'storeUnavailable'; readonly reason: string };

export interface OutboxEntry {
  readonly id: string;
  readonly kind: MailKind;
  readonly createdAt: number;
  readonly state: OutboxState;
  readonly attempts: number;
  readonly nextAttemptAt: number;
  readonly sentAt: number | null;
  readonly lastError: string | null;
  readonly formType: FormType;
  /** What the visitor was given to quote; undefined for entries stored before references. */
  readonly reference: string | undefined;
  readonly request: ValidEmailRequest;
  readonly resume: ResumeAttachment | undefined;
}
