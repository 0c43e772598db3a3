import type { FormType, ValidEmailRequest } from '@inklined/contracts/email';
import type PgBoss from 'pg-boss';
import type { Pool, PoolClient } from 'pg';
import type {
  EnqueueResult,
  MailKind,
  NewSubmission,
  OutboxEntry,
  OutboxState,
  OutboxStats,
} from '../outbox/outbox-entry';
import { recipientHash } from '../outbox/recipient-hash';
import type { StoreHealth } from '../outbox/store-health';
import type { SubmissionStore } from '../outbox/submission-store';
import { queueDelivery } from './delivery-queue';
import { inTransaction, toNumber } from './pool';

export interface Row {
  id: string;
  kind: MailKind;
  created_at: string;
  state: OutboxState;
  attempts: number;
  next_attempt_at: string;
  sent_at: string | null;
  last_error: string | null;
  form_type: FormType;
  request_json: string;
  resume_filename: string | null;
  resume_content_type: string | null;
  resume: Buffer | null;
}

export function toEntry(row: Row): OutboxEntry {
  return {
    id: row.id,
    kind: row.kind,
    createdAt: Number(row.created_at),
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: Number(row.next_attempt_at),
    sentAt: toNumber(row.sent_at),
    lastError: row.last_error,
    formType: row.form_type,
    request: JSON.parse(row.request_json) as ValidEmailRequest,
    resume:
      row.resume && row.resume_filename && row.resume_content_type
        ? { filename: row.resume_filename, contentType: row.resume_content_type, content: row.resume }
        : undefined,
  };
}

export interface PgStoreOptions {
  readonly maxPending: number;
  readonly maxBytes: number;
}

const insertEntry = `INSERT INTO outbox (id, kind, created_at, state, next_attempt_at, form_type, request_json,
    resume_filename, resume_content_type, resume, idempotency_key, fingerprint, size_bytes)
  VALUES ($1, $2, inklined_now_ms(), 'queued', inklined_now_ms(), $3, $4, $5, $6, $7, $8, $9, $10)`;

/**
 * The outbox in PostgreSQL, shared by every instance. An entry and its delivery job are written in
 * one transaction, so a submission is acknowledged only once both are committed and no job ever
 * names a missing entry. Delivery is pg-delivery.ts.
 */
export class PgSubmissionStore implements SubmissionStore {
  readonly kind = 'postgres';

  constructor(
    private readonly pool: Pool,
    private readonly boss: PgBoss,
    private readonly options: PgStoreOptions,
  ) {}

  enqueue(submission: NewSubmission): Promise<EnqueueResult> {
    const requestJson = JSON.stringify(submission.request);
    const sizeBytes = Buffer.byteLength(requestJson) + (submission.resume?.content.length ?? 0);
    return inTransaction(this.pool, async (client): Promise<EnqueueResult> => {
      if (submission.idempotencyKey !== undefined) {
        // Two instances given the same key at once take turns here, so the second sees the first's
        // row; submissions without a key, or with other keys, do not wait for each other.
        await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [submission.idempotencyKey]);
        const existing = await client.query<{ id: string; fingerprint: string }>(
          'SELECT id, fingerprint FROM outbox WHERE idempotency_key = $1',
          [submission.idempotencyKey],
        );
        const found = existing.rows[0];
        if (found) {
          return found.fingerprint === submission.fingerprint
            ? { outcome: 'repeat', id: found.id }
            : { outcome: 'keyReused' };
        }
      }
      // Not under a lock: submissions stored at the same moment may pass the limits by their number
      // (at most the pools' connections), a bound all the same, and no global queue for every request.
      const totals = await client.query<{ pending: string; bytes: string | null }>(
        "SELECT count(*) FILTER (WHERE state != 'sent') AS pending, sum(size_bytes) AS bytes FROM outbox",
      );
      const pending = Number(totals.rows[0]?.pending ?? 0);
      if (pending >= this.options.maxPending) {
        return {
          outcome: 'full',
          reason: `the outbox holds its limit of ${this.options.maxPending} undelivered submissions`,
        };
      }
      if (Number(totals.rows[0]?.bytes ?? 0) + sizeBytes > this.options.maxBytes) {
        return { outcome: 'full', reason: `the outbox holds its limit of ${this.options.maxBytes} bytes` };
      }
      await client.query(insertEntry, [
        submission.id,
        'submission',
        submission.request.formType,
        requestJson,
        submission.resume?.filename ?? null,
        submission.resume?.contentType ?? null,
        submission.resume?.content ?? null,
        submission.idempotencyKey ?? null,
        submission.fingerprint,
        sizeBytes,
      ]);
      await queueDelivery(this.boss, client, submission.id);
      const confirmationId = await this.planConfirmation(client, submission);
      return { outcome: 'stored', id: submission.id, confirmationId };
    });
  }

  /** In enqueue's transaction: the confirmation, unless the address had one within the window. */
  private async planConfirmation(client: PoolClient, submission: NewSubmission): Promise<string | undefined> {
    const planned = submission.confirmation;
    if (!planned) return undefined;
    // One statement: the address's row is taken only if it is older than the window (or new).
    const taken = await client.query(
      `INSERT INTO confirmations AS c (recipient_hash, confirmed_at) VALUES ($1, inklined_now_ms())
       ON CONFLICT (recipient_hash) DO UPDATE SET confirmed_at = excluded.confirmed_at
         WHERE c.confirmed_at <= excluded.confirmed_at - $2
       RETURNING recipient_hash`,
      [recipientHash(planned.recipient), planned.windowMs],
    );
    if (taken.rowCount === 0) return undefined;
    const requestJson = JSON.stringify(planned.request);
    await client.query(insertEntry, [
      planned.id,
      'confirmation',
      planned.request.formType,
      requestJson,
      null,
      null,
      null,
      null,
      planned.id,
      Buffer.byteLength(requestJson),
    ]);
    await queueDelivery(this.boss, client, planned.id);
    return planned.id;
  }

  async health(): Promise<StoreHealth> {
    try {
      await this.pool.query('SELECT 1 FROM schema_migrations LIMIT 1');
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: `the database cannot be read (${(error as Error).message})` };
    }
  }

  async stats(): Promise<OutboxStats> {
    const counts = { queued: 0, sending: 0, sent: 0, dead: 0 };
    const byState = await this.pool.query<{ state: OutboxState; n: string }>(
      'SELECT state, count(*) AS n FROM outbox GROUP BY state',
    );
    for (const { state, n } of byState.rows) counts[state] = Number(n);
    const facts = await this.pool.query<{ oldest: string | null; bytes: string | null }>(
      `SELECT (SELECT min(created_at) FROM outbox WHERE state IN ('queued', 'sending')) AS oldest,
              (SELECT sum(size_bytes) FROM outbox) AS bytes`,
    );
    return {
      ...counts,
      oldestPendingAt: toNumber(facts.rows[0]?.oldest ?? null),
      bytes: Number(facts.rows[0]?.bytes ?? 0),
    };
  }

  async find(id: string): Promise<OutboxEntry | undefined> {
    // The uuid alone is matched as the start of the id; only its own characters, so no LIKE wildcard.
    const uuid = id.replace(/^<|@.*$/g, '').replace(/[^0-9A-Za-z-]/g, '');
    const result = await this.pool.query<Row>("SELECT * FROM outbox WHERE id = $1 OR id LIKE '<' || $2 || '@%'", [
      id,
      uuid === '' ? '\u0000' : uuid,
    ]);
    const row = result.rows[0];
    return row && toEntry(row);
  }

  async list(state: OutboxState | undefined, limit: number): Promise<OutboxEntry[]> {
    const result = await this.pool.query<Row>(
      'SELECT * FROM outbox WHERE ($1::text IS NULL OR state = $1) ORDER BY created_at DESC LIMIT $2',
      [state ?? null, limit],
    );
    return result.rows.map(toEntry);
  }

  async retry(id: string): Promise<OutboxEntry | undefined> {
    const entry = await this.find(id);
    if (!entry) return undefined;
    await inTransaction(this.pool, async (client) => {
      const updated = await client.query(
        `UPDATE outbox SET state = 'queued', attempts = 0, next_attempt_at = inklined_now_ms(), lease_until = NULL
         WHERE id = $1 AND state IN ('dead', 'queued')`,
        [entry.id],
      );
      if (updated.rowCount) await queueDelivery(this.boss, client, entry.id);
    });
    return this.find(entry.id);
  }

  async *submissions(): AsyncIterable<OutboxEntry> {
    // Pages by creation time, so the export of a large archive never holds it all in memory.
    let after = -1;
    let afterId = '';
    for (;;) {
      const page = await this.pool.query<Row>(
        `SELECT * FROM outbox WHERE kind = 'submission' AND (created_at, id) > ($1, $2)
         ORDER BY created_at, id LIMIT 500`,
        [after, afterId],
      );
      for (const row of page.rows) yield toEntry(row);
      const last = page.rows.at(-1);
      if (!last || page.rows.length < 500) return;
      after = Number(last.created_at);
      afterId = last.id;
    }
  }
}
