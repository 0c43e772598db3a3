import { describe, expect, test } from '@jest/globals';
import { lineTail, testReport } from './test-report';

describe('lineTail', () => {
  test('keeps the last lines whatever the chunks, with an unfinished last line', () => {
    const tail = lineTail(3);
    tail.write('one\ntw');
    tail.write('o\nthree\nfour\nfi');
    expect(tail.lines()).toEqual(['three', 'four', 'fi']);
    tail.write('ve\n');
    expect(tail.lines()).toEqual(['three', 'four', 'five']);
  });
});

describe('testReport', () => {
  test('names each part with its time, and shows the last lines of the one that failed', () => {
    const report = testReport([
      { name: 'types', exitCode: 0, killed: false, seconds: 20.4, lastLines: ['fine'] },
      { name: 'unit', exitCode: 1, killed: false, seconds: 480.6, lastLines: ['● a test', 'Tests: 1 failed'] },
      { name: 'e2e', exitCode: 'SIGTERM', killed: true, seconds: 481, lastLines: ['half a run'] },
    ]).split('\n');
    expect(report).toContain('  types  passed                         20 s');
    expect(report).toContain('  unit   FAILED (exit 1)                481 s');
    expect(report).toContain('  e2e    stopped, another part failed   481 s');
    expect(report.slice(-3)).toEqual(['The last lines of unit:', '  ● a test', '  Tests: 1 failed']);
    expect(report.join('\n')).not.toContain('half a run');
    expect(report.join('\n')).not.toContain('fine');
  });
});
