import type { FormType, ValidEmailRequest } from '@inklined/contracts/email';
import type Database from 'better-sqlite3';
import type { EnqueueResult, MailKind, NewSubmission, OutboxEntry, OutboxState, OutboxStats } from './outbox-entry';
import { recipientHash } from './recipient-hash';
import type { StoreHealth } from './store-health';

interface Row {
  id: string;
  created_at: number;
  state: OutboxState;
  attempts: number;
  next_attempt_at: number;
  sent_at: number | null;
  last_error: string | null;
  form_type: FormType;
  request_json: string;
  resume_filename: string | null;
  resume_content_type: string | null;
  resume: Buffer | null;
  kind: MailKind;
}

function toEntry(row: Row): OutboxEntry {
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
    request: JSON.parse(row.request_json) as ValidEmailRequest,
    resume:
      row.resume && row.resume_filename && row.resume_content_type
        ? { filename: row.resume_filename, contentType: row.resume_content_type, content: row.resume }
        : undefined,
  };
}

export interface OutboxOptions {
  /** Entries not yet delivered (queued, sending, dead) beyond which new submissions are refused. */
  readonly maxPending?: number;
  /** The entries' whole size beyond which new submissions are refused. */
  readonly maxBytes?: number;
  /** Whether the store on disk is still the one open here, and writable (store-health.ts). */
  readonly storeHealth?: () => StoreHealth;
  readonly now?: () => number;
}

/** Every read and write of the outbox table; each method is one transaction. */
export class Outbox {
  private readonly now: () => number;
  private readonly maxPending: number;
  private readonly maxBytes: number;
  /** Checked before every acknowledgement and by /readyz. */
  readonly health: () => StoreHealth;
  private readonly statements;

  constructor(
    readonly db: Database.Database,
    options: OutboxOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.maxPending = options.maxPending ?? 10_000;
    this.maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    this.health = options.storeHealth ?? (() => ({ ok: true }));
    this.statements = {
      byKey: db.prepare<[string], { id: string; fingerprint: string }>(
        'SELECT id, fingerprint FROM outbox WHERE idempotency_key = ?',
      ),
      pending: db.prepare<[], { n: number }>("SELECT count(*) AS n FROM outbox WHERE state != 'sent'"),
      bytes: db.prepare<[], { n: number }>('SELECT total(size_bytes) AS n FROM outbox'),
      insert: db.prepare(
        `INSERT INTO outbox (id, kind, created_at, state, next_attempt_at, form_type, request_json,
           resume_filename, resume_content_type, resume, idempotency_key, fingerprint, size_bytes)
         VALUES (@id, @kind, @now, 'queued', @now, @formType, @requestJson, @resumeFilename, @resumeContentType,
           @resume, @idempotencyKey, @fingerprint, @sizeBytes)`,
      ),
      // One row per address (its hash): the last confirmation sent to it.
      confirmedSince: db.prepare<[string, number], { n: number }>(
        'SELECT count(*) AS n FROM confirmations WHERE recipient_hash = ? AND confirmed_at > ?',
      ),
      confirm: db.prepare<[string, number]>(
        `INSERT INTO confirmations (recipient_hash, confirmed_at) VALUES (?, ?)
         ON CONFLICT (recipient_hash) DO UPDATE SET confirmed_at = excluded.confirmed_at`,
      ),
      purgeConfirmations: db.prepare<[number]>('DELETE FROM confirmations WHERE confirmed_at <= ?'),
      due: db.prepare<[number, number], Row>(
        "SELECT * FROM outbox WHERE state = 'queued' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?",
      ),
      claim: db.prepare<[string]>("UPDATE outbox SET state = 'sending', attempts = attempts + 1 WHERE id = ?"),
      // Delivered: the recruiters have the resume; the archive keeps the submission's fields.
      sent: db.prepare<[number, string]>(
        `UPDATE outbox SET state = 'sent', sent_at = ?, last_error = NULL, resume = NULL,
           size_bytes = length(request_json) WHERE id = ? AND state = 'sending'`,
      ),
      retryLater: db.prepare<[number, string, string]>(
        "UPDATE outbox SET state = 'queued', next_attempt_at = ?, last_error = ? WHERE id = ? AND state = 'sending'",
      ),
      dead: db.prepare<[string, string]>(
        "UPDATE outbox SET state = 'dead', last_error = ? WHERE id = ? AND state = 'sending'",
      ),
      interrupted: db.prepare<[number]>(
        "UPDATE outbox SET state = 'queued', next_attempt_at = ? WHERE state = 'sending'",
      ),
      retry: db.prepare<[number, string]>(
        "UPDATE outbox SET state = 'queued', attempts = 0, next_attempt_at = ? WHERE id = ? AND state IN ('dead', 'queued')",
      ),
      purge: db.prepare<[number]>("DELETE FROM outbox WHERE state = 'sent' AND sent_at < ?"),
      counts: db.prepare<[], { state: OutboxState; n: number }>(
        'SELECT state, count(*) AS n FROM outbox GROUP BY state',
      ),
      oldest: db.prepare<[], { at: number | null }>(
        "SELECT min(created_at) AS at FROM outbox WHERE state IN ('queued', 'sending')",
      ),
      nextDue: db.prepare<[], { at: number | null }>(
        "SELECT min(next_attempt_at) AS at FROM outbox WHERE state = 'queued'",
      ),
      find: db.prepare<[string, string], Row>("SELECT * FROM outbox WHERE id = ? OR id LIKE '<' || ? || '@%'"),
      list: db.prepare<[{ state: string | null; limit: number }], Row>(
        'SELECT * FROM outbox WHERE (@state IS NULL OR state = @state) ORDER BY created_at DESC LIMIT @limit',
      ),
      all: db.prepare<[], Row>("SELECT * FROM outbox WHERE kind = 'submission' ORDER BY created_at"),
    };
  }

  /**
   * Stores a submission in one transaction, or finds the one stored under the same key: the same
   * payload is a repeat (answered with the first id), another payload a reused key.
   */
  enqueue(submission: NewSubmission): EnqueueResult {
    const health = this.health();
    if (!health.ok) return { outcome: 'storeUnavailable', reason: health.reason };
    const requestJson = JSON.stringify(submission.request);
    const sizeBytes = Buffer.byteLength(requestJson) + (submission.resume?.content.length ?? 0);
    return this.db
      .transaction((): EnqueueResult => {
        if (submission.idempotencyKey !== undefined) {
          const existing = this.statements.byKey.get(submission.idempotencyKey);
          if (existing) {
            return existing.fingerprint === submission.fingerprint
              ? { outcome: 'repeat', id: existing.id }
              : { outcome: 'keyReused' };
          }
        }
        if ((this.statements.pending.get()?.n ?? 0) >= this.maxPending) {
          return {
            outcome: 'full',
            reason: `the outbox holds its limit of ${this.maxPending} undelivered submissions`,
          };
        }
        if ((this.statements.bytes.get()?.n ?? 0) + sizeBytes > this.maxBytes) {
          return { outcome: 'full', reason: `the outbox holds its limit of ${this.maxBytes} bytes` };
        }
        const now = this.now();
        this.statements.insert.run({
          id: submission.id,
          kind: 'submission',
          now,
          formType: submission.request.formType,
          requestJson,
          resumeFilename: submission.resume?.filename ?? null,
          resumeContentType: submission.resume?.contentType ?? null,
          resume: submission.resume?.content ?? null,
          idempotencyKey: submission.idempotencyKey ?? null,
          fingerprint: submission.fingerprint,
          sizeBytes,
        });
        const confirmationId = this.planConfirmation(submission, now);
        return { outcome: 'stored', id: submission.id, confirmationId };
      })
      .immediate();
  }

  /**
   * Inside enqueue's transaction: the confirmation is stored, as an entry of its own, unless the
   * address had one within the window (counted per address, not per submission).
   */
  private planConfirmation(submission: NewSubmission, now: number): string | undefined {
    const planned = submission.confirmation;
    if (!planned) return undefined;
    const recipient = recipientHash(planned.recipient);
    if ((this.statements.confirmedSince.get(recipient, now - planned.windowMs)?.n ?? 0) > 0) return undefined;
    this.statements.purgeConfirmations.run(now - planned.windowMs);
    this.statements.confirm.run(recipient, now);
    const requestJson = JSON.stringify(planned.request);
    this.statements.insert.run({
      id: planned.id,
      kind: 'confirmation',
      now,
      formType: planned.request.formType,
      requestJson,
      resumeFilename: null,
      resumeContentType: null,
      resume: null,
      idempotencyKey: null,
      fingerprint: planned.id,
      sizeBytes: Buffer.byteLength(requestJson),
    });
    return planned.id;
  }

  /** Marks up to `limit` due entries as being sent (one attempt more) and returns them. */
  claimDue(limit: number): OutboxEntry[] {
    return this.db
      .transaction(() => {
        const rows = this.statements.due.all(this.now(), limit);
        for (const row of rows) this.statements.claim.run(row.id);
        return rows.map((row) => toEntry({ ...row, state: 'sending', attempts: row.attempts + 1 }));
      })
      .immediate();
  }

  markSent(id: string): void {
    this.statements.sent.run(this.now(), id);
  }

  scheduleRetry(id: string, at: number, error: string): void {
    this.statements.retryLater.run(at, error, id);
  }

  markDead(id: string, error: string): void {
    this.statements.dead.run(error, id);
  }

  /** After a crash or a kill: entries that were being sent go back to the queue, due now. */
  requeueInterrupted(): number {
    return this.statements.interrupted.run(this.now()).changes;
  }

  /** The `outbox retry` command: a dead (or waiting) entry is due again, with a fresh attempt count. */
  retry(id: string): OutboxEntry | undefined {
    const entry = this.find(id);
    if (!entry) return undefined;
    this.statements.retry.run(this.now(), entry.id);
    return this.find(entry.id);
  }

  /** Deletes delivered entries sent before `before`; queued and dead entries are never purged. */
  purgeDelivered(before: number): number {
    const purged = this.statements.purge.run(before).changes;
    // Gives the pages of purged rows and dropped resumes back to the file system (an outbox
    // created with auto_vacuum = INCREMENTAL; a no-op on older files).
    this.db.pragma('incremental_vacuum');
    return purged;
  }

  stats(): OutboxStats {
    const counts = { queued: 0, sending: 0, sent: 0, dead: 0 };
    for (const { state, n } of this.statements.counts.all()) counts[state] = n;
    return {
      ...counts,
      oldestPendingAt: this.statements.oldest.get()?.at ?? null,
      bytes: this.statements.bytes.get()?.n ?? 0,
    };
  }

  nextDueAt(): number | undefined {
    return this.statements.nextDue.get()?.at ?? undefined;
  }

  /** By full id (`<uuid@domain>`) or by the uuid alone. */
  find(id: string): OutboxEntry | undefined {
    // The uuid alone is matched as a prefix of the id; only its own characters, so no LIKE wildcard.
    const uuid = id.replace(/^<|@.*$/g, '').replace(/[^0-9A-Za-z-]/g, '');
    const row = this.statements.find.get(id, uuid === '' ? '\u0000' : uuid);
    return row && toEntry(row);
  }

  list(state: OutboxState | undefined, limit: number): OutboxEntry[] {
    return this.statements.list.all({ state: state ?? null, limit }).map(toEntry);
  }

  *all(): Generator<OutboxEntry> {
    for (const row of this.statements.all.iterate()) yield toEntry(row);
  }
}
