import { describe, expect, test } from '@jest/globals';
import { vitalRouteOf } from './report-vitals';

describe('vitalRouteOf', () => {
  test('a page by its route, a role page by the pattern, anything else as not found', () => {
    expect(vitalRouteOf('/')).toBe('/');
    expect(vitalRouteOf('/faq')).toBe('/faq');
    expect(vitalRouteOf('/careers/medical-writing-specialist')).toBe('/careers/:roleId');
    expect(vitalRouteOf('/careers/jane-doe@example.com')).toBe('/careers/:roleId');
    expect(vitalRouteOf('/reset?token=secret')).toBe('(not found)');
  });
});
