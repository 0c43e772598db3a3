import { describe, expect, test } from '@jest/globals';
import { vitalsTable } from './cli';
import { VitalsStore } from './vitals-store';

describe('VitalsStore', () => {
  test('p75 by nearest rank, per route and metric, of the chosen period', () => {
    const store = new VitalsStore({ file: ':memory:', maxRows: 1000 });
    for (const value of [100, 400, 200, 300]) store.add({ route: '/', samples: [{ name: 'INP', value }] }, 5_000);
    store.add({ route: '/', samples: [{ name: 'INP', value: 9_999 }] }, 1_000);
    store.add({ route: '/faq', samples: [{ name: 'LCP', value: 1800 }] }, 5_000);
    expect(store.p75(2_000)).toEqual([
      { route: '/', metric: 'INP', count: 4, p75: 300 },
      { route: '/faq', metric: 'LCP', count: 1, p75: 1800 },
    ]);
    store.close();
  });

  test('keeps only the newest measurements, however many arrive', () => {
    const store = new VitalsStore({ file: ':memory:', maxRows: 100 });
    for (let visit = 0; visit < 1_000; visit++)
      store.add({ route: '/', samples: [{ name: 'CLS', value: visit / 1000 }] });
    // Trimmed in steps: never more than the bound plus one step.
    expect(store.size).toBeLessThanOrEqual(100 + 64);
    expect(store.p75()[0]?.p75).toBeGreaterThan(0.8);
    store.close();
  });

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
