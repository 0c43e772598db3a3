import type { ValidEmailRequest } from '@inklined/contracts/email';
import { sql, type Transaction } from 'kysely';
import type { StoreHealth } from '../store/file-health';
import type { Store } from '../store/open-store';
import type { StoreKind, Tables } from '../store/tables';
import type { EnqueueResult, MailKind, NewSubmission, OutboxEntry, OutboxState } from './outbox-entry';
import { toEntry } from './outbox-row';
import { recipientHash } from './recipient-hash';
import { newReference, readReference } from './reference';

export interface OutboxOptions {
  /** Entries not yet delivered (queued, sending, dead) beyond which new submissions are refused. */
  readonly maxPending: number;
  /** The entries' whole size beyond which new submissions are refused. */
  readonly maxBytes: number;
  readonly now?: () => number;
  /** Draws a reference; the tests make two submissions draw the same one. */
  readonly newReference?: () => string;
}

const EXPORT_PAGE = 500;
/**
 * Draws of a reference for one submission. Of 2^40 references, a store holding a million
 * submissions has one chance in a million of a clash on a draw: a fifth clash in a row is a fault.
 */
const MAX_REFERENCE_DRAWS = 5;

interface Earlier {
  readonly id: string;
  readonly fingerprint: string;
  readonly reference: string | null;
}

/** The answer to a key already stored: a repeat of the same submission (its first answer), or a reused key. */
function answerTo(submission: NewSubmission, earlier: Earlier): EnqueueResult {
  return earlier.fingerprint === submission.fingerprint
    ? { outcome: 'repeat', id: earlier.id, reference: earlier.reference ?? undefined }
    : { outcome: 'keyReused' };
}

/** A new entry, waiting and due now; a confirmation is its own fingerprint and has no resume. */
function newEntry(id: string, kind: MailKind, request: ValidEmailRequest, now: number) {
  const requestJson = JSON.stringify(request);
  const common = { id, kind, created_at: now, state: 'queued', attempts: 0, next_attempt_at: now } as const;
  const size_bytes = Buffer.byteLength(requestJson);
  return { ...common, form_type: request.formType, request_json: requestJson, fingerprint: id, size_bytes };
}

/**
 * Where accepted submissions live until delivered, and after as the archive, in either store: what
 * the routes, the health checks, /metrics and the `outbox` command know. The admission rules
 * (idempotency, limits, one confirmation per address a window) are here, each once.
 */
export type OutboxStats = Awaited<ReturnType<Outbox['stats']>>;

export class Outbox {
  readonly kind: StoreKind;
  private readonly now: () => number;
  private readonly newReference: () => string;

  constructor(
    private readonly store: Store,
    private readonly options: OutboxOptions,
  ) {
    this.kind = store.kind;
    this.now = options.now ?? Date.now;
    this.newReference = options.newReference ?? (() => newReference());
  }

  /** Checked before every acknowledgement and by /readyz. */
  health(): StoreHealth {
    return this.store.usable();
  }

  /**
   * Stores a submission and its confirmation in one transaction, resolving once committed: only
   * then is it acknowledged. The same Idempotency-Key with the same payload is a repeat (answered
   * with the first id and reference), with another payload a reused key.
   */
  async enqueue(submission: NewSubmission): Promise<EnqueueResult> {
    const health = this.store.usable();
    if (!health.ok) return { outcome: 'storeUnavailable', reason: health.reason };
    const now = this.now();
    const entry = newEntry(submission.id, 'submission', submission.request, now);
    const sizeBytes = entry.size_bytes + (submission.resume?.content.length ?? 0);
    return this.store.durable(async (trx): Promise<EnqueueResult> => {
      // Not under a lock on PostgreSQL: submissions stored at the same moment may pass the limits
      // by their number (at most the pools' connections), a bound all the same.
      const key = submission.idempotencyKey ?? null;
      const earlier = async () =>
        key === null
          ? undefined
          : trx
              .selectFrom('outbox')
              .select(['id', 'fingerprint', 'reference'])
              .where('idempotency_key', '=', key)
              .executeTakeFirst();
      const repeated = await earlier();
      if (repeated) return answerTo(submission, repeated);
      const totals = await sql<{ pending: number; bytes: number | null }>`
        SELECT (SELECT count(*) FROM outbox WHERE state IN ('queued', 'sending', 'dead')) AS pending,
               (SELECT sum(size_bytes) FROM outbox) AS bytes`
        .execute(trx)
        .then((result) => result.rows[0]!);
      const { maxPending, maxBytes } = this.options;
      if (totals.pending >= maxPending) {
        return { outcome: 'full', reason: `the outbox holds its limit of ${maxPending} undelivered submissions` };
      }
      if ((totals.bytes ?? 0) + sizeBytes > maxBytes) {
        return { outcome: 'full', reason: `the outbox holds its limit of ${maxBytes} bytes` };
      }
      for (let draw = 1; draw <= MAX_REFERENCE_DRAWS; draw += 1) {
        const reference = this.newReference();
        // Either unique column may be taken: the key, by another instance since the check above
        // (PostgreSQL waits for its commit), or the reference.
        const inserted = await trx
          .insertInto('outbox')
          .values({
            ...entry,
            reference,
            resume_filename: submission.resume?.filename ?? null,
            resume_content_type: submission.resume?.contentType ?? null,
            resume: submission.resume?.content ?? null,
            idempotency_key: key,
            fingerprint: submission.fingerprint,
            size_bytes: sizeBytes,
          })
          .onConflict((conflict) => conflict.doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted) {
          const confirmationId = await this.planConfirmation(trx, submission, now, reference);
          return { outcome: 'stored', id: submission.id, reference, confirmationId };
        }
        const stored = await earlier();
        if (stored) return answerTo(submission, stored);
      }
      throw new Error(`no free reference in ${MAX_REFERENCE_DRAWS} draws`);
    });
  }

  /**
   * In enqueue's transaction: the confirmation, as an entry of its own, unless the address had one
   * within the window. One statement takes the address's row only if it is older than the window.
   */
  private async planConfirmation(trx: Transaction<Tables>, submission: NewSubmission, now: number, reference: string) {
    const planned = submission.confirmation;
    if (!planned) return undefined;
    const taken = await trx
      .insertInto('confirmations')
      .values({ recipient_hash: recipientHash(planned.recipient), confirmed_at: now })
      .onConflict((conflict) =>
        conflict
          .column('recipient_hash')
          .doUpdateSet({ confirmed_at: now })
          .where('confirmations.confirmed_at', '<=', now - planned.windowMs),
      )
      .returning('recipient_hash')
      .executeTakeFirst();
    if (!taken) return undefined;
    await trx
      .insertInto('outbox')
      .values({ ...newEntry(planned.id, 'confirmation', planned.request, now), reference })
      .execute();
    return planned.id;
  }

  /** Entries by state, when the oldest undelivered one came, and what they hold in all (OUTBOX_MAX_MB). */
  async stats() {
    const row = await this.store.db
      .selectFrom('outbox')
      .select((eb) => [
        eb.fn.countAll<number>().filterWhere('state', '=', 'queued').as('queued'),
        eb.fn.countAll<number>().filterWhere('state', '=', 'sending').as('sending'),
        eb.fn.countAll<number>().filterWhere('state', '=', 'sent').as('sent'),
        eb.fn.countAll<number>().filterWhere('state', '=', 'dead').as('dead'),
        eb.fn.min<number | null>('created_at').filterWhere('state', 'in', ['queued', 'sending']).as('oldestPendingAt'),
        eb.fn.sum<number | null>('size_bytes').as('bytes'),
      ])
      .executeTakeFirstOrThrow();
    return { ...row, bytes: row.bytes ?? 0 };
  }

  /** By full id (`<uuid@domain>`), by the uuid alone, or by the submission's reference as typed. */
  async find(id: string): Promise<OutboxEntry | undefined> {
    // The uuid alone is matched as the start of the id: only its own characters, so no LIKE wildcard.
    const uuid = id.replace(/^<|@.*$/g, '').replace(/[^0-9A-Za-z-]/g, '');
    const reference = readReference(id);
    const row = await this.store.db
      .selectFrom('outbox')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('id', '=', id),
          ...(uuid === '' ? [] : [eb('id', 'like', `<${uuid}@%`)]),
          ...(reference === undefined
            ? []
            : [eb.and([eb('reference', '=', reference), eb('kind', '=', 'submission')])]),
        ]),
      )
      .executeTakeFirst();
    return row && toEntry(row);
  }

  async list(state: OutboxState | undefined, limit: number): Promise<OutboxEntry[]> {
    const rows = await this.store.db
      .selectFrom('outbox')
      .selectAll()
      .$if(state !== undefined, (query) => query.where('state', '=', state!))
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toEntry);
  }

  /** The `outbox retry` command: a dead (or waiting) entry is due now, with a fresh attempt count. */
  async retry(id: string): Promise<OutboxEntry | undefined> {
    const entry = await this.find(id);
    if (!entry) return undefined;
    // As it is once retried: a worker may claim it the next moment.
    const retried = await this.store.db
      .updateTable('outbox')
      .set({ state: 'queued', attempts: 0, next_attempt_at: this.now(), lease_until: null })
      .where('id', '=', entry.id)
      .where('state', 'in', ['dead', 'queued'])
      .returningAll()
      .executeTakeFirst();
    return retried ? toEntry(retried) : entry;
  }

  /** Every submission (not the confirmations), oldest first, a page at a time: the CSV export. */
  async *submissions(): AsyncIterable<OutboxEntry> {
    let after: readonly [number, string] = [-1, ''];
    for (;;) {
      const page = await this.store.db
        .selectFrom('outbox')
        .selectAll()
        .where('kind', '=', 'submission')
        .where((eb) => eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(after[0], after[1])))
        .orderBy('created_at')
        .orderBy('id')
        .limit(EXPORT_PAGE)
        .execute();
      for (const row of page) yield toEntry(row);
      const last = page.at(-1);
      if (!last || page.length < EXPORT_PAGE) return;
      after = [last.created_at, last.id];
    }
  }
}
