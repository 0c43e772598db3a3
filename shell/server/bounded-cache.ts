interface Entry<V> {
  readonly value: V;
  readonly expiresAt: number;
}

/**
 * A map with a size limit and an age per entry: the least recently used entry goes first when
 * it is full, and an expired entry is never returned. Every table the shell's server keeps is one.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, maxAgeMs: number): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expiresAt: this.now() + maxAgeMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
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
  cache.set(key, loading, ages.maxAgeMs);
  loading.catch(() => cache.set(key, loading, ages.failureMaxAgeMs));
  return loading;
}
