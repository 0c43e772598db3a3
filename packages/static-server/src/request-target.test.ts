import { describe, expect, test } from '@jest/globals';
import { parseRequestTarget } from './request-target';

describe('parseRequestTarget', () => {
  test.each([
    ['/', '/', ''],
    ['/careers/medical-writing-specialist', '/careers/medical-writing-specialist', ''],
    ['/mf/careers/remoteEntry.js?retry=1', '/mf/careers/remoteEntry.js', '?retry=1'],
    ['//[', '/[', ''],
    ['/mf/marketing//[', '/mf/marketing/[', ''],
    ['//127.0.0.1:3004/readyz', '/127.0.0.1:3004/readyz', ''],
    ['/mf/marketing//127.0.0.1:3004/readyz', '/mf/marketing/127.0.0.1:3004/readyz', ''],
    ['/\\evil.example/x', '/evil.example/x', ''],
    ['/mf/marketing/\\\\evil.example', '/mf/marketing/evil.example', ''],
    ['/mf/marketing/../../api/sendEmail', '/api/sendEmail', ''],
    ['/mf/marketing/%2e%2e/%2E%2E/etc/passwd', '/etc/passwd', ''],
    ['/a/./b/../c', '/a/c', ''],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example', ''],
  ])('%j is the path %j with query %j', (raw, pathname, search) => {
    expect(parseRequestTarget(raw)).toEqual({ pathname, search });
  });

  test.each([
    [undefined],
    [''],
    ['*'],
    ['http://evil.example/'],
    ['evil.example/x'],
    ['/%E0%A4%A'],
    ['/%zz'],
    ['/a%00b'],
    [`/${'a'.repeat(3000)}`],
  ])('%j is refused', (raw) => {
    expect(parseRequestTarget(raw)).toBeUndefined();
  });
});
