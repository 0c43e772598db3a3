import { describe, expect, test } from '@jest/globals';
import { sizeText } from './size-text';

describe('sizeText', () => {
  test.each([
    [1, '1 KB'],
    [3000, '3 KB'],
    [300 * 1024, '300 KB'],
    [1024 * 1024 - 1, '1024 KB'],
    [1024 * 1024, '1.0 MB'],
    [2.5 * 1024 * 1024, '2.5 MB'],
  ])('%d bytes are "%s"', (bytes, text) => {
    expect(sizeText(bytes)).toBe(text);
  });
});
