import { blogPostPath, careerPath, routePaths } from '@inklined/contracts/routes';
import type { FirstLoad } from './browser-timings';
import { kb, ratio, spread } from './figure-format';
import type { LighthouseFigures } from './lighthouse-run';

export interface RouteFigures {
  /** The first load accepting gzip only: the budgets' figures. */
  readonly load: FirstLoad;
  /** The same load as the browser asks for it by itself (Brotli): what a visitor receives. */
  readonly loadAsBrowser: FirstLoad;
  readonly lighthouse: LighthouseFigures;
  readonly controlsMs: number;
  /** Lighthouse at harder CPU slowdowns (6x, 10x: slower phones), by slowdown; not every route. */
  readonly slowerPhones: Readonly<Record<number, LighthouseFigures>>;
  /**
   * Lighthouse at 4x on a page with nothing of the site (empty-page.ts), run right after the
   * route's own runs: what this machine's browser does before the first paint of any page that
   * is sent as the site's are.
   */
  readonly emptyPage?: LighthouseFigures;
}

export interface BudgetCheck {
  readonly name: string;
  /** One entry per route (or figure) that misses it; empty when it holds. */
  readonly failing: readonly string[];
  /** A budget on bytes: the same in every run, so a quick run checks it too. */
  readonly bytes: boolean;
}

/**
 * The budgets for the federated build. A figure of time depends on the machine (issue 38: the same
 * command gave TBT 0-35 ms on one machine and 867 ms on another of its kind), so the budgets on
 * time are on the federated build's figure beside the standalone build's, measured in the same
 * run: federation may cost at most 10%, or the figure is under its absolute bound anyway. Bytes
 * are the same on every machine and keep absolute budgets.
 */
export const budgets = {
  /** Points below the standalone build's score, or at least `performance`. */
  performancePoints: 2,
  performance: 98,
  timeRatio: 1.1,
  tbtMs: 50,
  lcpRatio: 1.1,
  jsRatio: 1.25,
  homeJsBytes: 140 * 1024,
  interactiveMs: 3_000,
  /** Issue 38: the task at the first paint, at Lighthouse's 4x, on the machine measuring. */
  longestTaskAtPaintMs: 50,
  homeAllBytes: 400 * 1024,
} as const;

/** Whether a federated time is within `timeRatio` of the standalone's, or under `floor` anyway. */
const withinRatio = (federated: number, standalone: number, floor: number) =>
  federated < floor || federated <= budgets.timeRatio * standalone;

/**
 * Issue 37: a post's and a role's page carry no more first-load JavaScript (gzip, as sent) than
 * before their content became Markdown files (b4ee4cc: 136.9 and 168.5 KB). Bytes, the same on
 * every machine: a page that grows past these must say why in a decision and move them. The
 * role's moved by 0.2 KB for the shell's handling of the server's styles (docs/decisions/0047),
 * and by 0.2 KB for its form's line to the privacy notice (docs/decisions/0051).
 */
export const contentPageJsBytes: Readonly<Record<string, number>> = {
  [blogPostPath('sample-size')]: Math.round(136.9 * 1024),
  [careerPath('medical-writing-specialist')]: Math.round(168.9 * 1024),
};

/**
 * Every budget, checked on every measured route, and enforced. A quick run (CI) measures bytes
 * only: its checks are the budgets on bytes, which do not vary from run to run.
 */
export function checkBudgets(
  routes: readonly string[],
  federated: ReadonlyMap<string, RouteFigures>,
  standalone: ReadonlyMap<string, RouteFigures>,
  quick: boolean,
): BudgetCheck[] {
  const all = routes.map((route) => ({ route, f: federated.get(route)!, s: standalone.get(route)! }));
  // Lighthouse will not score a page answered with an error status (the 404 page).
  const scored = all.filter(({ f, s }) => !f.lighthouse.error && !s.lighthouse.error);
  const failing = <T>(list: readonly T[], misses: (item: T) => boolean, say: (item: T) => string) =>
    list.filter(misses).map(say);
  const home = federated.get(routePaths.home);
  const checks: BudgetCheck[] = [
    {
      name: `Lighthouse performance >= ${budgets.performance} or within ${budgets.performancePoints} points of standalone`,
      bytes: false,
      failing: failing(
        scored,
        ({ f, s }) =>
          f.lighthouse.performance < budgets.performance &&
          f.lighthouse.performance < s.lighthouse.performance - budgets.performancePoints,
        ({ route, f, s }) => `${route} ${f.lighthouse.performance} (standalone ${s.lighthouse.performance})`,
      ),
    },
    {
      name: `TBT <= ${budgets.timeRatio}x standalone (or < ${budgets.tbtMs} ms), at every CPU slowdown measured`,
      bytes: false,
      failing: scored.flatMap(({ route, f, s }) =>
        [
          [4, f.lighthouse, s.lighthouse] as const,
          ...Object.entries(f.slowerPhones).map(
            ([slowdown, figures]) => [Number(slowdown), figures, s.slowerPhones[Number(slowdown)]] as const,
          ),
        ]
          .filter(([, fast, slow]) => slow && !withinRatio(fast.tbtMs, slow.tbtMs, budgets.tbtMs))
          .map(
            ([slowdown, fast, slow]) =>
              `${route} at ${slowdown}x ${ratio(fast.tbtMs, slow!.tbtMs)} (runs ${spread(fast.tbtRangeMs)} vs ${spread(slow!.tbtRangeMs)})`,
          ),
      ),
    },
    {
      name: `the longest task at the first paint < ${budgets.longestTaskAtPaintMs} ms at 4x (this machine), both builds`,
      bytes: false,
      failing: failing(
        scored,
        ({ f, s }) =>
          Math.max(f.lighthouse.longestTaskAtPaintMs, s.lighthouse.longestTaskAtPaintMs) >=
          budgets.longestTaskAtPaintMs,
        ({ route, f, s }) =>
          `${route} ${Math.round(f.lighthouse.longestTaskAtPaintMs)} ms (standalone ${Math.round(s.lighthouse.longestTaskAtPaintMs)} ms` +
          `${f.emptyPage ? `; an empty page ${Math.round(f.emptyPage.longestTaskAtPaintMs)} ms` : ''})`,
      ),
    },
    {
      name: 'CLS 0',
      bytes: false,
      failing: failing(
        scored,
        ({ f }) => f.lighthouse.cls > 0,
        ({ route, f }) => `${route} ${f.lighthouse.cls.toFixed(3)}`,
      ),
    },
    {
      name: `LCP <= ${budgets.lcpRatio}x standalone`,
      bytes: false,
      failing: failing(
        scored,
        ({ f, s }) => f.lighthouse.lcpMs > budgets.lcpRatio * s.lighthouse.lcpMs,
        ({ route, f, s }) => `${route} ${ratio(f.lighthouse.lcpMs, s.lighthouse.lcpMs)}`,
      ),
    },
    {
      name: 'the same LCP element in both builds',
      bytes: false,
      failing: failing(
        scored,
        ({ f, s }) => f.lighthouse.lcpElement !== s.lighthouse.lcpElement,
        ({ route, f, s }) => `${route} ${f.lighthouse.lcpElement} / ${s.lighthouse.lcpElement}`,
      ),
    },
    {
      name: `first-load JS <= ${budgets.jsRatio}x standalone`,
      bytes: true,
      failing: failing(
        all,
        ({ f, s }) => f.load.js.sent > budgets.jsRatio * s.load.js.sent,
        ({ route, f, s }) => `${route} ${ratio(f.load.js.sent, s.load.js.sent)}`,
      ),
    },
    {
      name: `first-load JS of '/' <= ${kb(budgets.homeJsBytes)} gzip`,
      bytes: true,
      failing: home && home.load.js.sent > budgets.homeJsBytes ? [kb(home.load.js.sent)] : [],
    },
    {
      name: "a post's and a role's first-load JS no more than before their content was files",
      bytes: true,
      failing: failing(
        all.filter(({ route }) => route in contentPageJsBytes),
        ({ route, f }) => f.load.js.sent > contentPageJsBytes[route]!,
        ({ route, f }) => `${route} ${kb(f.load.js.sent)} > ${kb(contentPageJsBytes[route]!)}`,
      ),
    },
    {
      name: `interactive (controls respond), throttled: <= ${budgets.timeRatio}x standalone (or <= ${budgets.interactiveMs / 1000} s)`,
      bytes: false,
      failing: failing(
        all,
        ({ f, s }) => !withinRatio(f.controlsMs, s.controlsMs, budgets.interactiveMs + 1),
        ({ route, f, s }) => `${route} ${f.controlsMs} ms (${ratio(f.controlsMs, s.controlsMs)})`,
      ),
    },
    ...(
      [
        ['accessibility', 'accessibility'],
        ['SEO', 'seo'],
        ['best practices', 'bestPractices'],
      ] as const
    ).map(([name, key]) => ({
      name: `${name} 100`,
      bytes: false,
      failing: failing(
        scored,
        ({ f }) => f.lighthouse[key] < 100,
        ({ route, f }) => `${route} ${f.lighthouse[key]}`,
      ),
    })),
    {
      name: `all bytes of '/' < ${kb(budgets.homeAllBytes)}`,
      bytes: true,
      failing: home && home.load.all.sent >= budgets.homeAllBytes ? [kb(home.load.all.sent)] : [],
    },
  ];
  return quick ? checks.filter((check) => check.bytes) : checks;
}
