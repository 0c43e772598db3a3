export interface RetryPolicy {
  /** The first retry waits up to this long; each further one up to twice as long... */
  readonly baseMs: number;
  /** ...but never more than this (RFC 5321 4.5.4.1: retry at least every 30 minutes or so). */
  readonly capMs: number;
  /** Attempts after which an entry is dead-lettered (the first send counts). */
  readonly maxAttempts: number;
}

/**
 * "Full jitter" (AWS Architecture Blog, Exponential Backoff And Jitter): a uniformly random wait
 * between 0 and the capped exponential, so entries that failed together (a mail server outage)
 * do not all come back at the same moment.
 */
export function retryDelayMs(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * ceiling);
}
