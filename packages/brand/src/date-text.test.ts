import { describe, expect, test } from '@jest/globals';
import { dateText } from './date-text';

describe('dateText', () => {
  test('day, month name and year, without a leading zero', () => {
    expect(dateText('2026-11-02')).toBe('2 November 2026');
    expect(dateText('2026-01-28')).toBe('28 January 2026');
    expect(dateText('2025-12-31')).toBe('31 December 2025');
  });
});
