import type { LighthouseFigures } from './lighthouse-run';

/** One Lighthouse run's figures for the benchmark's tests: plausible values, `overrides` on top. */
export const lighthouseRun = (overrides: Partial<LighthouseFigures>): LighthouseFigures => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1_200,
  cls: 0,
  tbtMs: 20,
  tbtRangeMs: [20, 20],
  lcpElement: 'p "Theses"',
  lcpPhases: { TTFB: 450, 'Render Delay': 700 },
  benchmarkIndex: 2_000,
  longestTaskAtPaintMs: 120,
  recordedPaintTask: { wallMs: 30, cpuMs: 12 },
  mainThreadMs: { scriptEvaluation: 500, styleLayout: 300 },
  ...overrides,
});
