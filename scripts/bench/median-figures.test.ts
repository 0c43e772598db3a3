import { expect, test } from '@jest/globals';
import { lighthouseRun as run } from './lighthouse-figures.fixture';
import { medianFigures } from './median-figures';

test('each figure is the median of its own runs, not the figures of one run', () => {
  const figures = medianFigures([
    run({ tbtMs: 102, lcpMs: 1_386, benchmarkIndex: 1_300 }),
    run({ tbtMs: 34, lcpMs: 1_356, performance: 99, mainThreadMs: { scriptEvaluation: 900, styleLayout: 100 } }),
    run({ tbtMs: 40, lcpMs: 1_350, lcpPhases: { TTFB: 460, 'Render Delay': 690 }, longestTaskAtPaintMs: 40 }),
  ]);
  expect(figures).toMatchObject({
    performance: 100,
    tbtMs: 40,
    tbtRangeMs: [34, 102],
    lcpMs: 1_356,
    lcpPhases: { TTFB: 450, 'Render Delay': 700 },
    benchmarkIndex: 2_000,
    longestTaskAtPaintMs: 120,
    mainThreadMs: { scriptEvaluation: 500, styleLayout: 300 },
  });
});

test('the LCP element is the runs’ when they agree, and says so when they do not', () => {
  expect(medianFigures([run({}), run({}), run({})]).lcpElement).toBe('p "Theses"');
  expect(medianFigures([run({}), run({ lcpElement: 'h1 "Academic"' }), run({})]).lcpElement).toBe(
    'varies from run to run: p "Theses" | h1 "Academic"',
  );
});

test('a run Lighthouse refused leaves the page unmeasured', () => {
  const refused = run({ error: 'ERRORED_DOCUMENT_REQUEST', performance: Number.NaN });
  expect(medianFigures([run({}), refused, run({})])).toBe(refused);
});
