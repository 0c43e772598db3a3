import { expect, test } from '@jest/globals';
import { lighthouseRun as run } from './lighthouse-figures.fixture';
import { notMeasured } from './lighthouse-run';
import { servedTable } from './served-table';

test("each site's medians and ranges, TBT as a multiple of the first site's at the same slowdown", () => {
  const lines = servedTable(
    [
      {
        origin: 'http://127.0.0.1:4700',
        bySlowdown: new Map([
          [4, [run({ tbtMs: 300 }), run({ tbtMs: 100 }), run({ tbtMs: 200, longestTaskAtPaintMs: 90 })]],
          [10, [run({ tbtMs: 1_000 }), run({ tbtMs: 1_200 }), run({ tbtMs: 800 })]],
        ]),
      },
      {
        origin: 'http://127.0.0.1:4500',
        bySlowdown: new Map([
          [4, [run({ tbtMs: 0 }), run({ tbtMs: 50, benchmarkIndex: 1_500 }), run({ tbtMs: 20 })]],
          [
            10,
            [run({ tbtMs: 300, mainThreadMs: { scriptEvaluation: 900 } }), run({ tbtMs: 100 }), run({ tbtMs: 400 })],
          ],
        ]),
      },
    ],
    [4, 10],
  );
  expect(lines).toEqual([
    'http://127.0.0.1:4700 (3 loads)',
    '  TBT 4x 200 ms (runs 100-300 ms); 10x 1000 ms (runs 800-1200 ms)',
    '  longest task at the first paint at 4x 120 ms (recorded: 30 ms, 12 ms on CPU); LCP at 4x 1200 ms; main-thread work at 10x 800 ms; benchmark index 2000',
    'http://127.0.0.1:4500 (3 loads)',
    "  TBT 4x 20 ms (runs 0-50 ms, 0.10x the first site's); 10x 300 ms (runs 100-400 ms, 0.30x the first site's)",
    '  longest task at the first paint at 4x 120 ms (recorded: 30 ms, 12 ms on CPU); LCP at 4x 1200 ms; main-thread work at 10x 800 ms; benchmark index 2000',
  ]);
});

test('a site Lighthouse refused is said to be, with no figure', () => {
  const lines = servedTable(
    [
      {
        origin: 'http://127.0.0.1:4500',
        bySlowdown: new Map([[4, [run({}), notMeasured('ERRORED_DOCUMENT_REQUEST')]]]),
      },
    ],
    [4],
  );
  expect(lines).toEqual(['http://127.0.0.1:4500: Lighthouse refused it (ERRORED_DOCUMENT_REQUEST)']);
});
