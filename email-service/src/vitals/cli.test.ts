import { describe, expect, test } from '@jest/globals';
import { vitalsTable } from './cli';

describe('npm run vitals', () => {
  test('the command prints a line per route and metric, rated', () => {
    const table = vitalsTable(
      [
        { route: '/', metric: 'LCP', count: 12, p75: 2600 },
        { route: '/', metric: 'CLS', count: 12, p75: 0.01 },
        { route: '/blog', metric: 'INP', count: 3, p75: 640 },
      ],
      28,
    );
    expect(table.split('\n')).toEqual([
      'Real-user vitals, last 28 days (p75, nearest rank)',
      expect.stringMatching(/^route +metric +count +p75 +rating$/),
      expect.stringMatching(/^\/ +CLS +12 +0\.010 +good$/),
      expect.stringMatching(/^\/ +LCP +12 +2\.60 s +needs improvement$/),
      expect.stringMatching(/^\/blog +INP +3 +640 ms +poor$/),
      '',
    ]);
    expect(vitalsTable([], 7)).toBe('No measurements in the last 7 days.\n');
  });
});
