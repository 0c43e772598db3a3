import type { RateLimiter, Verdict } from './rate-limiter';

export interface TokenBucketOptions {
  /** Requests one key may make in a burst, and per window on average. */
  readonly max: number;
  readonly windowMs: number;
  /** Hard cap on tracked keys; past it the least recently seen key is forgotten. */
  readonly maxKeys?: number;
  readonly now?: () => number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * Per-key token bucket (OWASP prefers it to a fixed window, which allows a double burst at the
 * boundary). Unlike koa-ratelimit's memory driver, keys are evicted: a bucket idle for a whole
 * window is full again and so equal to no bucket, and the map never exceeds `maxKeys`.
 */
export class TokenBucketLimiter implements RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly refillPerMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;
  private lastSweep: number;

  constructor(private readonly options: TokenBucketOptions) {
    this.refillPerMs = options.max / options.windowMs;
    this.maxKeys = options.maxKeys ?? 100_000;
    this.now = options.now ?? Date.now;
    this.lastSweep = this.now();
  }

  get size(): number {
    return this.buckets.size;
  }

  take(key: string): Verdict {
    const now = this.now();
    this.sweep(now);
    const bucket = this.buckets.get(key) ?? { tokens: this.options.max, updatedAt: now };
    bucket.tokens = Math.min(this.options.max, bucket.tokens + (now - bucket.updatedAt) * this.refillPerMs);
    bucket.updatedAt = now;
    // Re-inserting keeps the Map in least-recently-seen order for the cap below.
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.maxKeys) this.evictOldest();
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, retryAfterMs: 0 };
    }
    return { allowed: false, retryAfterMs: Math.ceil((1 - bucket.tokens) / this.refillPerMs) };
  }

  /** At most once per window, so the cost stays amortised O(1) per request. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.options.windowMs) return;
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.updatedAt >= this.options.windowMs) this.buckets.delete(key);
    }
  }

  private evictOldest(): void {
    const oldest = this.buckets.keys().next();
    if (!oldest.done) this.buckets.delete(oldest.value);
  }
}
