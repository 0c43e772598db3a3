/** Whether one more request from a key is allowed now. */
export interface Verdict {
  readonly allowed: boolean;
  /** When the next request would be allowed; 0 when this one was. */
  readonly retryAfterMs: number;
}

/**
 * A per-client allowance: the token bucket in this process (token-bucket.ts) or, with
 * DATABASE_URL, the one every instance shares (postgres/pg-rate-limiter.ts).
 */
export interface RateLimiter {
  take(key: string): Verdict | Promise<Verdict>;
}
