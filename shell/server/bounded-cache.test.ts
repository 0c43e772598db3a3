import { describe, expect, test } from '@jest/globals';
import { boundedCache, cachedLoad } from './bounded-cache';

describe('boundedCache', () => {
  test('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = boundedCache<number>(2);
    cache.set('a', 1, { ttl: 1000 });
    cache.set('b', 2, { ttl: 1000 });
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3, { ttl: 1000 });
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  test('never returns an expired entry, and forgets it', () => {
    let now = 1_000;
    const cache = boundedCache<string>(10, () => now);
    cache.set('page', 'html', { ttl: 100 });
    now = 1_100;
    expect(cache.get('page')).toBe('html');
    now = 1_101;
    expect(cache.get('page')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test('setting a key again replaces its value and age', () => {
    let now = 1_000;
    const cache = boundedCache<string>(10, () => now);
    cache.set('page', 'old', { ttl: 10 });
    cache.set('page', 'new', { ttl: 1000 });
    now = 1_500;
    expect(cache.get('page')).toBe('new');
    expect(cache.size).toBe(1);
  });
});

describe('cachedLoad', () => {
  const ages = { maxAgeMs: 1_000, failureMaxAgeMs: 10 };

  test('one load for every caller until it expires; a failure is asked again sooner', async () => {
    let now = 1_000;
    const cache = boundedCache<Promise<string>>(4, () => now);
    let loads = 0;
    const load = () => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('down')) : Promise.resolve(`load ${loads}`);
    };
    await expect(cachedLoad(cache, 'k', load, ages)).rejects.toThrow('down');
    await expect(cachedLoad(cache, 'k', load, ages)).rejects.toThrow('down');
    now = 1_011;
    await expect(cachedLoad(cache, 'k', load, ages)).resolves.toBe('load 2');
    now = 1_500;
    await expect(cachedLoad(cache, 'k', load, ages)).resolves.toBe('load 2');
    now = 2_012;
    await expect(cachedLoad(cache, 'k', load, ages)).resolves.toBe('load 3');
    expect(loads).toBe(3);
  });
});
