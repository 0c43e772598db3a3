import { describe, expect, test } from '@jest/globals';
import { isMobileDevice, stripPhoneNumber } from './phone';

describe('stripPhoneNumber', () => {
  test.each([
    ['+91 98110 45672', '+919811045672'],
    ['(+91) 98110-45672', '+919811045672'],
    ['011 2345 6789 ext.', '01123456789'],
  ])('%s becomes %s', (input, stripped) => {
    expect(stripPhoneNumber(input)).toBe(stripped);
  });
});

describe('isMobileDevice', () => {
  test('recognises phones and tablets', () => {
    expect(isMobileDevice('Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36')).toBe(true);
    expect(isMobileDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileDevice('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe(true);
  });

  test('treats desktop browsers as not mobile', () => {
    expect(isMobileDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36')).toBe(false);
    expect(isMobileDevice('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/156.0')).toBe(false);
  });
});
