import { ms, ratio, recorded, shown, spread } from './figure-format';
import type { LighthouseFigures } from './lighthouse-run';
import { median, medianFigures } from './median-figures';

/** One served site's Lighthouse runs: the figures of each load, audited at each CPU slowdown. */
export interface SiteRuns {
  readonly origin: string;
  readonly bySlowdown: ReadonlyMap<number, readonly LighthouseFigures[]>;
}

const mainThreadTotal = (figures: LighthouseFigures) =>
  Object.values(figures.mainThreadMs).reduce((sum, value) => sum + value, 0);

/**
 * A line per site: TBT at each slowdown (median, runs' range, and as a multiple of the first
 * site's), the longest task at the first paint (and as its trace recorded it, unthrottled) and LCP
 * at the first slowdown, the main thread's work at the last, and Lighthouse's benchmark index
 * while that site was measured.
 */
export function servedTable(sites: readonly SiteRuns[], slowdowns: readonly number[]): string[] {
  const first = slowdowns[0]!;
  const last = slowdowns[slowdowns.length - 1]!;
  const medians = sites.map((site) => ({
    origin: site.origin,
    runs: site.bySlowdown.get(first)?.length ?? 0,
    at: new Map(slowdowns.map((slowdown) => [slowdown, medianFigures(site.bySlowdown.get(slowdown) ?? [])])),
    mainThreadMs: median((site.bySlowdown.get(last) ?? []).map(mainThreadTotal)),
  }));
  const yardstick = medians[0];
  return medians.flatMap((site) => {
    const atFirst = site.at.get(first)!;
    if (atFirst.error) return [`${site.origin}: Lighthouse refused it (${atFirst.error})`];
    const tbt = slowdowns.map((slowdown) => {
      const figures = site.at.get(slowdown)!;
      const beside =
        site === yardstick ? '' : `, ${ratio(figures.tbtMs, yardstick!.at.get(slowdown)!.tbtMs)} the first site's`;
      return `${slowdown}x ${shown(figures.tbtMs, ms)} (runs ${spread(figures.tbtRangeMs)}${beside})`;
    });
    return [
      `${site.origin} (${site.runs} loads)`,
      `  TBT ${tbt.join('; ')}`,
      `  longest task at the first paint at ${first}x ${shown(atFirst.longestTaskAtPaintMs, ms)} (recorded: ${recorded(atFirst.recordedPaintTask)}); LCP at ${first}x ${shown(atFirst.lcpMs, ms)}; main-thread work at ${last}x ${shown(site.mainThreadMs, ms)}; benchmark index ${shown(atFirst.benchmarkIndex, (index) => String(Math.round(index)))}`,
    ];
  });
}
