import type { FormType, ValidEmailRequest } from '@inklined/contracts/email';
import type Database from 'better-sqlite3';
import type { ResumeAttachment } from '../resume/resume-attachment';
import type { StoreHealth } from './store-health';

export type OutboxState = 'queued' | 'sending' | 'sent' | 'dead';

export interface NewSubmission {
  /** The message's id: the Message-ID of the mail and the `messageId` the form gets back. */
  readonly id: string;
  readonly request: ValidEmailRequest;
  readonly resume: ResumeAttachment | undefined;
  readonly idempotencyKey: string | undefined;
  /** Hash of the request and the resume, to tell a repeat from a reused key. */
  readonly fingerprint: string;
}

export type EnqueueResult =
  | { readonly outcome: 'stored'; readonly id: string }
  | { readonly outcome: 'repeat'; readonly id: string }
  | { readonly outcome: 'keyReused' }
  | { readonly outcome: 'full'; readonly reason: string }
  | { readonly outcome: 'storeUnavailable'; readonly reason: string };

export interface OutboxEntry {
  readonly id: string;
  readonly createdAt: number;
  readonly state: OutboxState;
  readonly attempts: number;
  readonly nextAttemptAt: number;
  readonly sentAt: number | null;
  readonly lastError: string | null;
  readonly formType: FormType;
  readonly request: ValidEmailRequest;
  readonly resume: ResumeAttachment | undefined;
}

export interface OutboxStats {
  readonly queued: number;
  readonly sending: number;
  readonly sent: number;
  readonly dead: number;
  /** Creation time of the oldest entry not yet delivered or dead. */
  readonly oldestPendingAt: number | null;
  /** What the entries hold in all: their fields, and the resumes not yet delivered. */
  readonly bytes: number;
}

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
}

function toEntry(row: Row): OutboxEntry {
  return {
    id: row.id,
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
        `INSERT INTO outbox (id, created_at, state, next_attempt_at, form_type, request_json,
           resume_filename, resume_content_type, resume, idempotency_key, fingerprint, size_bytes)
         VALUES (@id, @now, 'queued', @now, @formType, @requestJson, @resumeFilename, @resumeContentType,
           @resume, @idempotencyKey, @fingerprint, @sizeBytes)`,
      ),
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
      all: db.prepare<[], Row>('SELECT * FROM outbox ORDER BY created_at'),
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
        this.statements.insert.run({
          id: submission.id,
          now: this.now(),
          formType: submission.request.formType,
          requestJson,
          resumeFilename: submission.resume?.filename ?? null,
          resumeContentType: submission.resume?.contentType ?? null,
          resume: submission.resume?.content ?? null,
          idempotencyKey: submission.idempotencyKey ?? null,
          fingerprint: submission.fingerprint,
          sizeBytes,
        });
        return { outcome: 'stored', id: submission.id };
      })
      .immediate();
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
