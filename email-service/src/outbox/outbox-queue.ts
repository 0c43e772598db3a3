import { sql, type UpdateObject } from 'kysely';
import type { Store } from '../store/open-store';
import type { Tables } from '../store/tables';
import type { OutboxEntry } from './outbox-entry';
import { toEntry } from './outbox-row';

/**
 * The outbox table is the delivery queue, whatever the store: a worker claims due entries under a
 * lease, and records each attempt's outcome only on its own claim (`attempts` is the claim's), so a
 * claim that ran out and was taken by another worker is never overwritten by the first. These
 * writes do not wait for the disk (Store.durable): one lost in a power cut sends a mail again, as a
 * kill between the server's 250 and the record does.
 */
export class OutboxQueue {
  private readonly now: () => number;

  constructor(
    private readonly store: Store,
    private readonly leaseMs: number,
    now?: () => number,
  ) {
    this.now = now ?? Date.now;
  }

  /**
   * Entries whose claim ran out (their worker died mid-send; a release before 0028 left them
   * without a lease) wait again, due when they were: their next claim is a new attempt.
   */
  async releaseExpired(): Promise<void> {
    await this.store.db
      .updateTable('outbox')
      .set({ state: 'queued', lease_until: null })
      .where('state', '=', 'sending')
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', this.now())]))
      .execute();
  }

  /**
   * Marks up to `limit` due entries, the longest due first, as being sent (one attempt more) in one
   * statement, and returns them. On PostgreSQL, SKIP LOCKED lets instances claim side by side
   * without waiting for or taking each other's rows; SQLite has one writer at a time.
   */
  async claimDue(limit: number): Promise<OutboxEntry[]> {
    const now = this.now();
    const rows = await this.store.db
      .updateTable('outbox')
      .set((eb) => ({ state: 'sending', attempts: eb('attempts', '+', 1), lease_until: now + this.leaseMs }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('outbox')
          .select('id')
          .where('state', '=', 'queued')
          .where('next_attempt_at', '<=', now)
          .orderBy('next_attempt_at')
          .limit(limit)
          .$if(this.store.kind === 'postgres', (query) => query.forUpdate().skipLocked()),
      )
      .returningAll()
      .execute();
    return rows.map(toEntry);
  }

  /** Extends the lease of this claim only, while its send goes on. */
  renewLease(entry: OutboxEntry): Promise<void> {
    return this.settle(entry, { lease_until: this.now() + this.leaseMs });
  }

  /** Delivered: the recruiters have the resume; the archive keeps the submission's fields. */
  markSent(entry: OutboxEntry): Promise<void> {
    return this.settle(entry, {
      state: 'sent',
      sent_at: this.now(),
      last_error: null,
      resume: null,
      size_bytes: sql<number>`length(request_json)`,
      lease_until: null,
    });
  }

  scheduleRetry(entry: OutboxEntry, delayMs: number, error: string): Promise<void> {
    return this.settle(entry, {
      state: 'queued',
      next_attempt_at: this.now() + delayMs,
      last_error: error,
      lease_until: null,
    });
  }

  markDead(entry: OutboxEntry, error: string): Promise<void> {
    return this.settle(entry, { state: 'dead', last_error: error, lease_until: null });
  }

  /** When the next waiting entry is due, if any. */
  async nextDueAt(): Promise<number | undefined> {
    const row = await this.store.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.min<number | null>('next_attempt_at').as('at'))
      .where('state', '=', 'queued')
      .executeTakeFirst();
    return row?.at ?? undefined;
  }

  private async settle(entry: OutboxEntry, changes: UpdateObject<Tables, 'outbox'>): Promise<void> {
    await this.store.db
      .updateTable('outbox')
      .set(changes)
      .where('id', '=', entry.id)
      .where('state', '=', 'sending')
      .where('attempts', '=', entry.attempts)
      .execute();
  }
}
