import type { Pool } from 'pg';

export interface PurgeOptions {
  /** Delivered submissions older than this are deleted; 0 keeps them (the archive for ever). */
  readonly retentionMs: number;
  /** A confirmation record older than its window no longer holds anything back. */
  readonly confirmationWindowMs: number;
  /** A rate-limit bucket idle this long is full again, equal to no row. */
  readonly rateWindowMs: number;
}

/** Beyond this many addresses within one window (a distributed flood), the oldest are forgotten. */
const MAX_RATE_BUCKETS = 100_000;

/**
 * What keeps the shared tables bounded, run by every instance now and then (pg-delivery.ts):
 * each statement deletes by an indexed time, so a second instance doing the same finds nothing.
 * Dead letters and undelivered submissions are never deleted here.
 */
export async function purgeShared(pool: Pool, options: PurgeOptions): Promise<{ purged: number }> {
  let purged = 0;
  if (options.retentionMs > 0) {
    const result = await pool.query("DELETE FROM outbox WHERE state = 'sent' AND sent_at < inklined_now_ms() - $1", [
      options.retentionMs,
    ]);
    purged = result.rowCount ?? 0;
  }
  await pool.query('DELETE FROM confirmations WHERE confirmed_at < inklined_now_ms() - $1', [
    options.confirmationWindowMs,
  ]);
  await pool.query('DELETE FROM rate_limit_buckets WHERE updated_at < inklined_now_ms() - $1', [options.rateWindowMs]);
  await pool.query(
    // Older than the newest MAX_RATE_BUCKETS-th (buckets seen in the same millisecond stay together).
    `DELETE FROM rate_limit_buckets WHERE updated_at < (
       SELECT updated_at FROM rate_limit_buckets ORDER BY updated_at DESC OFFSET $1 LIMIT 1)`,
    [MAX_RATE_BUCKETS - 1],
  );
  return { purged };
}
