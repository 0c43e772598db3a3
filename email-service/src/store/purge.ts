import { sql } from 'kysely';
import type { Store } from './open-store';

export interface PurgeOptions {
  /** Delivered submissions older than this are deleted; 0 keeps them (the archive for ever). */
  readonly retentionMs: number;
  /** Dead letters this long after they came in are deleted; 0 keeps them until retried or deleted by hand. */
  readonly deadLetterRetentionMs: number;
  /** A confirmation record older than its window no longer holds anything back. */
  readonly confirmationWindowMs: number;
  /** A rate-limit bucket idle this long is full again, equal to no row. */
  readonly rateWindowMs: number;
  readonly now?: number;
}

/** Beyond this many addresses within one window (a distributed flood), the oldest are forgotten. */
export const MAX_RATE_BUCKETS = 100_000;

/**
 * What keeps the store's tables bounded, run by every worker now and then: each statement deletes
 * by a time, so a second instance doing the same finds nothing. Submissions still to be delivered
 * are never deleted; the vitals are trimmed as they arrive. Resolves to the submissions purged
 * (delivered and dead letters).
 */
export async function purgeStore({ db, kind }: Store, options: PurgeOptions): Promise<number> {
  const now = options.now ?? Date.now();
  // Submissions in `state` whose `since` is older than `periodMs`; a period of 0 keeps them all.
  const deleteOlder = async (state: 'sent' | 'dead', since: 'sent_at' | 'created_at', periodMs: number) => {
    if (periodMs <= 0) return 0;
    const result = await db
      .deleteFrom('outbox')
      .where('state', '=', state)
      .where(since, '<', now - periodMs)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  };
  const purged =
    (await deleteOlder('sent', 'sent_at', options.retentionMs)) +
    (await deleteOlder('dead', 'created_at', options.deadLetterRetentionMs));
  await db
    .deleteFrom('confirmations')
    .where('confirmed_at', '<', now - options.confirmationWindowMs)
    .execute();
  await db
    .deleteFrom('rate_limit_buckets')
    .where('updated_at', '<', now - options.rateWindowMs)
    .execute();
  // Older than the newest MAX_RATE_BUCKETS-th (buckets seen in the same millisecond stay together).
  await db
    .deleteFrom('rate_limit_buckets')
    .where('updated_at', '<', (eb) =>
      eb
        .selectFrom('rate_limit_buckets')
        .select('updated_at')
        .orderBy('updated_at', 'desc')
        .offset(MAX_RATE_BUCKETS - 1)
        .limit(1),
    )
    .execute();
  // Gives the pages of purged rows and dropped resumes back to the file system.
  if (kind === 'embedded') await sql`PRAGMA incremental_vacuum`.execute(db);
  return purged;
}
