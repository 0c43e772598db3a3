import { describe, expect, test } from '@jest/globals';
import { TokenBucketLimiter } from './token-bucket';

function limiterAt(options: { max: number; windowMs: number; maxKeys?: number }) {
  let now = 1_000_000;
  const limiter = new TokenBucketLimiter({ ...options, now: () => now });
  return { limiter, advance: (ms: number) => (now += ms) };
}

describe('TokenBucketLimiter', () => {
  test('allows a burst of max, then refuses with the time until the next token', () => {
    const { limiter } = limiterAt({ max: 3, windowMs: 60_000 });
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterMs: 20_000 });
    expect(limiter.take('b').allowed).toBe(true);
  });

  test('refills steadily: one token per windowMs / max', () => {
    const { limiter, advance } = limiterAt({ max: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i += 1) limiter.take('a');
    advance(19_999);
    expect(limiter.take('a').allowed).toBe(false);
    advance(20_001);
    expect(limiter.take('a').allowed).toBe(true);
  });

  test('forgets keys idle for a whole window, so memory does not grow with every IP ever seen', () => {
    const { limiter, advance } = limiterAt({ max: 3, windowMs: 60_000 });
    for (let i = 0; i < 1000; i += 1) limiter.take(`ip-${i}`);
    expect(limiter.size).toBe(1000);
    advance(60_000);
    limiter.take('late');
    expect(limiter.size).toBe(1);
  });

  test('never tracks more than maxKeys, dropping the least recently seen', () => {
    const { limiter } = limiterAt({ max: 1, windowMs: 60_000, maxKeys: 2 });
    limiter.take('a');
    limiter.take('b');
    limiter.take('a');
    limiter.take('c');
    expect(limiter.size).toBe(2);
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.take('b').allowed).toBe(true);
  });
});
