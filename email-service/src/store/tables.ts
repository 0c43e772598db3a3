import type { Generated } from 'kysely';
import type { FormType } from '@inklined/contracts/email';
import type { MailKind, OutboxState } from '../outbox/outbox-entry';

/** The embedded SQLite file, or PostgreSQL shared by several instances. */
export type StoreKind = 'embedded' | 'postgres';

/**
 * Every table the service keeps, as the migrations leave it in either database. Times are
 * milliseconds since the epoch; the pool turns PostgreSQL's bigint and numeric into numbers, so a
 * row reads the same from SQLite and from PostgreSQL.
 */
export interface Tables {
  /** One row per submission and per confirmation, until purged after delivery (docs/decisions/0012). */
  outbox: OutboxTable;
  /** One row per address (its hash): when it was last sent a confirmation. */
  confirmations: { recipient_hash: string; confirmed_at: number };
  /** A token bucket per scope and client; idle for a window it is full again, equal to no row. */
  rate_limit_buckets: { scope: string; client: string; tokens: number; updated_at: number };
  /** What real visits measured: the newest VITALS_MAX_ROWS rows are kept. */
  vitals: { id: Generated<number>; at: number; route: string; metric: string; value: number };
  /** What each erasure on request removed, without the address: its hash, counts, the time. */
  erasure_receipts: ErasureReceiptTable;
  schema_migrations: { version: number; name: string; applied_at: Generated<unknown> };
}

export interface OutboxTable {
  id: string;
  kind: MailKind;
  created_at: number;
  /** queued -> sending -> sent, or back to queued with a later next_attempt_at, or dead. */
  state: OutboxState;
  attempts: number;
  next_attempt_at: number;
  /** While `sending`: the claim's end; past it, any worker may take the entry up again. */
  lease_until: number | null;
  sent_at: number | null;
  last_error: string | null;
  form_type: FormType;
  request_json: string;
  resume_filename: string | null;
  resume_content_type: string | null;
  resume: Buffer | null;
  idempotency_key: string | null;
  fingerprint: string;
  /** The request and the resume not yet delivered: what OUTBOX_MAX_MB counts. */
  size_bytes: number;
  /** What the visitor quotes (CI-XXXX-XXXX); the confirmation's is its submission's; none before migration 5. */
  reference: string | null;
}

export interface ErasureReceiptTable {
  id: Generated<number>;
  erased_at: number;
  /** recipientHash of the address: who asked can be told it was done, the address is not kept. */
  address_hash: string;
  submissions: number;
  confirmations: number;
  confirmation_records: number;
  /** Of the submissions, those erased before they were delivered. */
  undelivered: number;
  mail_files: number;
}
