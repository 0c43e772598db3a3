import { expect, test } from '@jest/globals';
import { createLog, logLine } from './log';

test('every value is a JSON field: control characters are escaped, long values cut', () => {
  const line = logLine('shell', 'warn', 'csp violation', { page: '/a\r\n{"forged":true}', long: 'x'.repeat(900) });
  expect(line).not.toMatch(/[\r\n]/);
  const parsed = JSON.parse(line);
  expect(parsed).toMatchObject({
    level: 'warn',
    service: 'shell',
    msg: 'csp violation',
    page: '/a\r\n{"forged":true}',
  });
  expect(parsed.long).toHaveLength(501);
});

test("a field cannot replace the line's own level or message, and an unwritable value is not fatal", () => {
  const written: string[] = [];
  const log = createLog('shell', (line) => written.push(line));
  const cycle: Record<string, unknown> = {};
  cycle.self = cycle;
  log.error('failed', { level: 'info', msg: 'fine' });
  log.error('failed', { cycle });
  expect(JSON.parse(written[0]!)).toMatchObject({ level: 'error', msg: 'failed' });
  expect(JSON.parse(written[1]!)).toMatchObject({ msg: 'failed', fields: 'unwritable' });
});
