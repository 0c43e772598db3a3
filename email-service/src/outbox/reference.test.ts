import { describe, expect, test } from '@jest/globals';
import { REFERENCE_PATTERN } from '@inklined/contracts/email';
import { newReference, readReference } from './reference';

describe('newReference', () => {
  test('is CI- and eight characters of the pattern, every one of the alphabet reachable', () => {
    expect(newReference(() => Buffer.alloc(5, 0))).toBe('CI-0000-0000');
    expect(newReference(() => Buffer.alloc(5, 0xff))).toBe('CI-ZZZZ-ZZZZ');
    // 40 bits, five to a character: 0x0123456789 is 00000 00100 10001 10100 01010 11001 11100 01001:
    // 0, 4, 17, 20, 10, 25, 28, 9.
    expect(newReference(() => Buffer.from([0x01, 0x23, 0x45, 0x67, 0x89]))).toBe('CI-04HM-ASW9');
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i += 1) {
      const reference = newReference();
      expect(reference).toMatch(REFERENCE_PATTERN);
      for (const character of reference.slice(3).replace('-', '')) seen.add(character);
    }
    expect(seen.size).toBe(32);
  });

  test('does not repeat in ten thousand draws', () => {
    const draws = new Set(Array.from({ length: 10_000 }, () => newReference()));
    expect(draws.size).toBe(10_000);
  });
});

describe('readReference', () => {
  test('reads a reference however it was typed', () => {
    for (const typed of ['CI-7K3M-9QXA', 'ci-7k3m-9qxa', ' CI 7K3M 9QXA ', '7K3M9QXA', 'CI-7K3M-9QXA'])
      expect(readReference(typed)).toBe('CI-7K3M-9QXA');
    expect(readReference('CI-O1IL-0000')).toBe('CI-0111-0000');
  });

  test('is undefined for what cannot be a reference', () => {
    for (const typed of ['', 'CI-7K3M-9QX', 'CI-7K3M-9QXU', '<abc@x>', '%', 'CI-7K3M-9QXA-1']) {
      expect(readReference(typed)).toBeUndefined();
    }
  });
});
