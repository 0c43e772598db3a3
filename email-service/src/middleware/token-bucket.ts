import { sql } from 'kysely';
import type { Store } from '../store/open-store';

/** Whether one more request from a client is allowed now. */
export interface Verdict {
  readonly allowed: boolean;
  /** When the next request would be allowed; 0 when this one was. */
  readonly retryAfterMs: number;
}

export interface TokenBucketOptions {
  /** Which allowance: the forms and the vitals beacon count apart. */
  readonly scope: string;
  /** Requests one client may make in a burst, and per window on average. */
  readonly max: number;
  readonly windowMs: number;
  readonly now?: () => number;
}

/**
 * A token bucket per client (OWASP prefers it to a fixed window, which allows a double burst at the
 * boundary), kept in the store: behind a load balancer every instance counts against one
 * allowance. A bucket idle for a whole window is full again, equal to no row, and the purge deletes
 * it (store/purge.ts). One statement per allowed request.
 */
export class TokenBucketLimiter {
  private readonly now: () => number;

  constructor(
    private readonly store: Pick<Store, 'db'>,
    private readonly options: TokenBucketOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** The bucket's tokens at `now`: refilled at max per window since it was last written, up to max. */
  private refilled(now: number) {
    const { max, windowMs } = this.options;
    const elapsed = sql`(CASE WHEN ${now} > rate_limit_buckets.updated_at THEN ${now} - rate_limit_buckets.updated_at ELSE 0 END)`;
    const grown = sql`(rate_limit_buckets.tokens + ${elapsed} * CAST(${max / windowMs} AS double precision))`;
    return sql<number>`(CASE WHEN ${grown} > ${max} THEN ${max} ELSE ${grown} END)`;
  }

  async take(client: string): Promise<Verdict> {
    const { scope, max, windowMs } = this.options;
    const now = this.now();
    // A new bucket, or one with a token to spare, is written with one token fewer; one without is
    // left as it is (its refill is a function of the time), and nothing is returned.
    const taken = await this.store.db
      .insertInto('rate_limit_buckets')
      .values({ scope, client, tokens: max - 1, updated_at: now })
      .onConflict((conflict) =>
        conflict
          .columns(['scope', 'client'])
          .doUpdateSet({ tokens: sql`${this.refilled(now)} - 1`, updated_at: now })
          .where(this.refilled(now), '>=', 1),
      )
      .returning('tokens')
      .executeTakeFirst();
    if (taken) return { allowed: true, retryAfterMs: 0 };
    const bucket = await this.store.db
      .selectFrom('rate_limit_buckets')
      .select(this.refilled(now).as('tokens'))
      .where('scope', '=', scope)
      .where('client', '=', client)
      .executeTakeFirst();
    const missing = 1 - (bucket?.tokens ?? 0);
    return { allowed: false, retryAfterMs: Math.max(1, Math.ceil((missing * windowMs) / max)) };
  }
}
