import type { ValidEmailRequest } from '@inklined/contracts/email';
import type { Selectable } from 'kysely';
import type { OutboxTable } from '../store/tables';
import type { OutboxEntry } from './outbox-entry';

export type OutboxRow = Selectable<OutboxTable>;

export function toEntry(row: OutboxRow): OutboxEntry {
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
    lastError: row.last_error,
    formType: row.form_type,
    reference: row.reference ?? undefined,
    request: JSON.parse(row.request_json) as ValidEmailRequest,
    resume:
      row.resume && row.resume_filename && row.resume_content_type
        ? { filename: row.resume_filename, contentType: row.resume_content_type, content: row.resume }
        : undefined,
  };
}
