import { LRUCache } from 'lru-cache';

/**
 * Every table the shell's server keeps is one of these: lru-cache with at most `max` entries (the
 * least recently used goes first) and an age per entry, past which it is never returned.
 */
export type BoundedCache<V extends NonNullable<unknown>> = LRUCache<string, V>;

export function boundedCache<V extends NonNullable<unknown>>(max: number, now?: () => number): BoundedCache<V> {
  // No default age: each entry is given its own. The clock is read at every check (ttlResolution
  // 0), not cached for a millisecond; `now` is for tests.
  return new LRUCache<string, V>({ max, ttlResolution: 0, ...(now ? { perf: { now } } : {}) });
}

/** How long a load is kept: a success for `maxAgeMs`, a failure only for `failureMaxAgeMs`. */
export interface LoadAges {
  readonly maxAgeMs: number;
  readonly failureMaxAgeMs: number;
}

/**
 * `load()`'s promise under `key`, started once and shared by every caller until it expires; a
 * load that fails is kept only briefly, so what was down is asked again soon but not on every
 * request.
 */
export function cachedLoad<T>(
  cache: BoundedCache<Promise<T>>,
  key: string,
  load: () => Promise<T>,
  ages: LoadAges,
): Promise<T> {
  const cached = cache.get(key);
  if (cached) return cached;
  const loading = load();
  cache.set(key, loading, { ttl: ages.maxAgeMs });
  loading.catch(() => cache.set(key, loading, { ttl: ages.failureMaxAgeMs }));
  return loading;
}
