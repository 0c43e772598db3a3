import type { Pool } from 'pg';
import type { RateLimiter, Verdict } from '../middleware/rate-limiter';

export interface PgRateLimiterOptions {
  /** Which allowance: the forms and the vitals beacon count apart. */
  readonly scope: string;
  readonly max: number;
  readonly windowMs: number;
}

/**
 * The token bucket of middleware/token-bucket.ts, kept in PostgreSQL so that every instance counts
 * against one allowance: a client behind a load balancer gets RATE_LIMIT_MAX per window in total,
 * not per instance. One statement per request (migrations/postgres/0002-rate-limits.sql), on the
 * database's clock; idle buckets are purged by pg-delivery.ts.
 */
export class PgRateLimiter implements RateLimiter {
  constructor(
    private readonly pool: Pool,
    private readonly options: PgRateLimiterOptions,
  ) {}

  async take(key: string): Promise<Verdict> {
    const { scope, max, windowMs } = this.options;
    const result = await this.pool.query<{ allowed: boolean; retry_after_ms: string }>(
      'SELECT allowed, retry_after_ms FROM inklined_take_token($1, $2, $3, $4)',
      [scope, key, max, windowMs],
    );
    const row = result.rows[0];
    if (!row) throw new Error('inklined_take_token returned no row');
    return { allowed: row.allowed, retryAfterMs: Number(row.retry_after_ms) };
  }
}
