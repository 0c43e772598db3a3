import type { LighthouseFigures } from './lighthouse-run';

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Lighthouse's figures of several runs of one page: each figure the median of its runs, as each
 * budget is on its own figure (issue 22). The figures of "the median run" were those of the run
 * whose performance score was the median, and when the three runs scored alike, of the first:
 * its TBT, which moves tenfold from one run to the next here (0026), stood for all three. The
 * LCP element is the runs' when they agree, and says it varies when they do not (so it never
 * matches the other build's by chance). A run Lighthouse refused makes the page unmeasured.
 */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const refused = runs.find((run) => run.error);
  if (refused) return refused;
  const of = (figure: (run: LighthouseFigures) => number) => median(runs.map(figure));
  const elements = [...new Set(runs.map((run) => run.lcpElement))];
  const phases = [...new Set(runs.flatMap((run) => Object.keys(run.lcpPhases)))];
  const kinds = [...new Set(runs.flatMap((run) => Object.keys(run.mainThreadMs)))];
  return {
    performance: of((run) => run.performance),
    accessibility: of((run) => run.accessibility),
    bestPractices: of((run) => run.bestPractices),
    seo: of((run) => run.seo),
    lcpMs: of((run) => run.lcpMs),
    cls: of((run) => run.cls),
    tbtMs: of((run) => run.tbtMs),
    tbtRangeMs: [Math.min(...runs.map((run) => run.tbtMs)), Math.max(...runs.map((run) => run.tbtMs))],
    lcpElement: elements.length === 1 ? elements[0]! : `varies from run to run: ${elements.join(' | ')}`,
    lcpPhases: Object.fromEntries(phases.map((phase) => [phase, of((run) => run.lcpPhases[phase] ?? Number.NaN)])),
    benchmarkIndex: of((run) => run.benchmarkIndex),
    longestTaskAtPaintMs: of((run) => run.longestTaskAtPaintMs),
    recordedPaintTask: {
      wallMs: of((run) => run.recordedPaintTask.wallMs),
      cpuMs: of((run) => run.recordedPaintTask.cpuMs),
    },
    mainThreadMs: Object.fromEntries(kinds.map((kind) => [kind, of((run) => run.mainThreadMs[kind] ?? 0)])),
  };
}
