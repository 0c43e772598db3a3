import { expect, test } from '@jest/globals';
import { createLogger } from './log';

test('a value a visitor sent stays a field of one line: it cannot forge another', () => {
  const lines: string[] = [];
  const log = createLogger('shell', 'info', { write: (line: string) => void lines.push(line) });
  log.warn({ page: '/a\r\n{"forged":true}' }, 'csp violation');
  expect(lines).toHaveLength(1);
  expect(lines[0]!.trimEnd().split('\n')).toHaveLength(1);
  expect(JSON.parse(lines[0]!)).toMatchObject({
    level: 'warn',
    service: 'shell',
    msg: 'csp violation',
    page: '/a\r\n{"forged":true}',
  });
});

test('an error is written with its name, message and stack; a level below the threshold is not written', () => {
  const lines: string[] = [];
  const log = createLogger('shell', 'warn', { write: (line: string) => void lines.push(line) });
  log.info('not written');
  log.error({ err: new TypeError('broken') }, 'request failed');
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0]!)).toMatchObject({
    level: 'error',
    err: { type: 'TypeError', message: 'broken', stack: expect.stringContaining('TypeError: broken') },
  });
});

test('a value JSON cannot write as it is (a cycle) does not stop the line', () => {
  const lines: string[] = [];
  const log = createLogger('shell', 'info', { write: (line: string) => void lines.push(line) });
  const cycle: Record<string, unknown> = {};
  cycle.self = cycle;
  log.error({ cycle }, 'failed');
  expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'failed', cycle: { self: '[Circular]' } });
});
