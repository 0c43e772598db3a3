import { describe, expect, test } from '@jest/globals';
import { codeUnitOrder, isOpen, isPublished, lastDayEnd } from './content-dates';

describe('content dates', () => {
  test('a post is out from its publish time', () => {
    const post = { publishAt: '2026-12-01T09:00:00+05:30' };
    expect(isPublished(post, Date.parse('2026-12-01T03:29:59.999Z'))).toBe(false);
    expect(isPublished(post, Date.parse('2026-12-01T03:30:00Z'))).toBe(true);
    expect(isPublished({}, 0)).toBe(true);
    expect(isPublished({ publishAt: 'soon' }, 0)).toBe(true);
  });

  test('a role is open through the end of its last day in IST', () => {
    const role = { validThrough: '2026-12-31' };
    expect(isOpen(role, Date.parse('2026-12-31T23:59:59.999+05:30'))).toBe(true);
    expect(isOpen(role, Date.parse('2027-01-01T00:00:00+05:30'))).toBe(false);
    expect(isOpen({}, Date.parse('2099-01-01T00:00:00Z'))).toBe(true);
    expect(isOpen({ validThrough: 'never' }, 0)).toBe(true);
    expect(lastDayEnd('2026-12-31')).toBe('2026-12-31T23:59:59+05:30');
  });

  test('days sort by date and slugs by their characters, without a locale', () => {
    expect(['2026-11-09', '2025-12-31', '2026-02-01'].sort(codeUnitOrder)).toEqual([
      '2025-12-31',
      '2026-02-01',
      '2026-11-09',
    ]);
    expect(['social-media', 'medical-writing-specialist', 'medical-writing'].sort(codeUnitOrder)).toEqual([
      'medical-writing',
      'medical-writing-specialist',
      'social-media',
    ]);
    expect(codeUnitOrder('2026-11-09', '2026-11-09')).toBe(0);
  });
});
