import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { blogPostPath, careerPath, routePaths } from '@inklined/contracts/routes';
import { missingPaths, sitePaths } from '@inklined/site-tools/site-pages';
import type { Browser } from '@playwright/test';
import { builds, inTurn, withBothBuilds, type PerBuild } from './both-builds';
import { firstLoad, laterJavaScript, timeToControls, withBrowser } from './browser-timings';
import { withEmptyPage } from './empty-page';
import { kb } from './figure-format';
import { median, medianFigures } from './median-figures';
import { notMeasured, startLighthouse, type LighthouseFigures } from './lighthouse-run';
import { reactFloorBytes } from './react-floor';
import { checkBudgets, type RouteFigures } from './web-budgets';
import { printBudgets, printLater, printMachine, printRoute, type Build } from './web-report';

/**
 * `npm run bench:web`: the federated site and the standalone build (one ordinary bundle, the
 * yardstick of what federation costs), served at once on loopback by the servers `npm start` uses
 * and measured in turn, run by run, for every route: first-load JavaScript, all bytes, Lighthouse
 * mobile (median of 5; on `/`, a role and a post each load audited at 6x and 10x CPU slowdown
 * too), the time until the page's own controls respond on a throttled phone (median of 3), the
 * machine's speed, Lighthouse on an empty page beside each route's (empty-page.ts), the
 * JavaScript of later moves, where LCP time goes and what each first-load script holds by
 * package, and a verdict per budget (issue 22; web-budgets.ts). It exits non-zero when an
 * enforced budget is missed.
 * `--quick` (CI) measures the bytes only, on `/` and a role page, and checks the budgets on them
 * (the JavaScript's, and all bytes of `/`): they do not vary from run to run, where one Lighthouse
 * run on a CI machine busy with nothing else is a figure, not a verdict, and cost CI a minute and
 * a half (issue 20). `--route <path>` (repeatable) measures only those routes while a lever is
 * tried.
 */
const quick = process.argv.includes('--quick');
/**
 * Lighthouse's CPU slowdowns beyond its default 4x, for slower phones than its mid-range profile
 * (a fast machine at 4x shows little of what a slow phone lives with), on the routes of CI's
 * quick run, each against the standalone build at the same slowdown (issue 38). They are audits
 * of the 4x runs' own loads (simulated-slowdown.ts), so they cost no load of their own.
 */
const slowerPhones = [6, 10];
const onlyRoutes = process.argv.flatMap((arg, index) => (process.argv[index - 1] === '--route' ? [arg] : []));
/**
 * Loads per build and route for Lighthouse: Lighthouse's guide on variability finds the median of
 * five halves a single run's spread, and the federated build's TBT is judged as a ratio of two
 * medians (decision 0058). The throttled timings and the empty page take three.
 */
const lighthouseRuns = 5;
const runs = 3;
const outDir = path.join(__dirname, '..', '..', 'bench-results', 'web', new Date().toISOString().replace(/[:.]/g, '-'));

// Every route, and one "not found" page (Lighthouse cannot score it; the byte figures still count).
const allRoutes = [...sitePaths, missingPaths[0]];
/** CI's quick run: the home page, a role page and a post's, each remote's kinds of first load. */
const quickRoutes = [routePaths.home, careerPath('medical-writing-specialist'), blogPostPath('sample-size')];
const routes =
  onlyRoutes.length > 0
    ? allRoutes.filter((route) => onlyRoutes.includes(route))
    : quick
      ? allRoutes.filter((route) => quickRoutes.includes(route))
      : allRoutes;

type Lighthouse = Awaited<ReturnType<typeof startLighthouse>>;
/**
 * Lighthouse on both builds, each load audited at every one of `slowdowns`: per slowdown, the
 * median of the runs, their reports kept.
 */
async function lighthouseFigures(
  route: string,
  origins: PerBuild<string>,
  lighthouse: Lighthouse,
  slowdowns: readonly number[],
) {
  const reports = new Map<number, PerBuild<LighthouseFigures[]>>(
    slowdowns.map((slowdown) => [slowdown, { federated: [], standalone: [] }]),
  );
  await inTurn(lighthouseRuns, builds, async (build, run) => {
    const audits = await lighthouse.run(`${origins[build]}${route}`, slowdowns);
    audits.forEach(({ figures, report }, index) => {
      const slowdown = slowdowns[index]!;
      reports.get(slowdown)![build].push(figures);
      const name = `${build}${route.replace(/\//g, '_') || '_'}-${slowdown}x-${run + 1}.json`;
      writeFileSync(path.join(outDir, name), report);
    });
  });
  return new Map(
    [...reports].map(([slowdown, perBuild]) => [
      slowdown,
      { federated: medianFigures(perBuild.federated), standalone: medianFigures(perBuild.standalone) },
    ]),
  );
}

/** Lighthouse at 4x on the empty page, three runs right after a route's. */
async function emptyPageFigures(emptyPage: string, lighthouse: Lighthouse) {
  const reports: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run++) reports.push((await lighthouse.run(emptyPage))[0]!.figures);
  return medianFigures(reports);
}

type Timed = Pick<RouteFigures, 'lighthouse' | 'slowerPhones' | 'controlsMs' | 'emptyPage'>;

/** Lighthouse (at 4x, and slower on some routes) and the throttled time to usable controls, both builds. */
async function timedFigures(
  route: string,
  origins: PerBuild<string>,
  lighthouse: Lighthouse,
  browser: Browser,
  emptyPage: string,
) {
  const slowdowns = quickRoutes.includes(route) ? [4, ...slowerPhones] : [4];
  const bySlowdown = await lighthouseFigures(route, origins, lighthouse, slowdowns);
  const empty = await emptyPageFigures(emptyPage, lighthouse);
  const fourTimes = bySlowdown.get(4)!;
  const slower: PerBuild<Record<number, LighthouseFigures>> = { federated: {}, standalone: {} };
  for (const slowdown of slowerPhones) {
    const figures = bySlowdown.get(slowdown);
    if (figures) for (const build of builds) slower[build][slowdown] = figures[build];
  }
  const controls: PerBuild<number[]> = { federated: [], standalone: [] };
  await inTurn(runs, builds, async (build) => {
    controls[build].push(await timeToControls(browser, `${origins[build]}${route}`));
  });
  const timed = (build: Build): Timed => ({
    lighthouse: fourTimes[build],
    slowerPhones: slower[build],
    controlsMs: median(controls[build]),
    emptyPage: empty,
  });
  return { federated: timed('federated'), standalone: timed('standalone') };
}

/** What times a route: Lighthouse, and the empty page measured beside it. */
interface Timing {
  readonly lighthouse: Lighthouse;
  readonly emptyPage: string;
}

/** Every route's figures in both builds; without timing (a quick run), their bytes only. */
async function measure(origins: PerBuild<string>, timing: Timing | undefined) {
  const figures: PerBuild<Map<string, RouteFigures>> = { federated: new Map(), standalone: new Map() };
  const unmeasured: Timed = {
    lighthouse: notMeasured('not run: a quick run measures bytes only'),
    slowerPhones: {},
    controlsMs: Number.NaN,
  };
  for (const route of routes) {
    const timed = timing
      ? await withBrowser((browser) => timedFigures(route, origins, timing.lighthouse, browser, timing.emptyPage))
      : { federated: unmeasured, standalone: unmeasured };
    for (const build of builds) {
      const url = `${origins[build]}${route}`;
      const loads = await withBrowser(async (browser) => ({
        load: await firstLoad(browser, url, 'gzip'),
        loadAsBrowser: await firstLoad(browser, url, 'browser'),
      }));
      figures[build].set(route, { ...loads, ...timed[build] });
    }
    console.log(`  ${route}: done`);
  }
  const later = async (build: Build) => withBrowser((browser) => laterJavaScript(browser, origins[build]));
  return {
    federated: { figures: figures.federated, later: await later('federated') },
    standalone: { figures: figures.standalone, later: await later('standalone') },
  };
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const floor = reactFloorBytes();
  console.log(
    `bench:web (${quick ? 'quick: bytes only' : `Lighthouse median of ${lighthouseRuns}`}); raw reports in ${outDir}`,
  );
  const lighthouse = quick ? undefined : await startLighthouse();
  let results: Awaited<ReturnType<typeof measure>>;
  try {
    results = await withBothBuilds(4300, async (origins) => {
      if (!lighthouse) return measure(origins, undefined);
      // The empty page is sent with the site's opener policy, as the site's pages are (empty-page.ts).
      const home = await fetch(origins.federated, { method: 'HEAD' });
      const openerPolicy = home.headers.get('cross-origin-opener-policy');
      return withEmptyPage(openerPolicy, (emptyPage) => measure(origins, { lighthouse, emptyPage }));
    });
  } finally {
    lighthouse?.close();
  }
  const { federated, standalone } = results;
  for (const route of routes) printRoute(route, federated.figures.get(route)!, standalone.figures.get(route)!);
  if (!quick) printMachine([...federated.figures.values(), ...standalone.figures.values()]);
  console.log(`\nreact + react-dom alone (the floor): ${kb(floor.gzip)} gzip, ${kb(floor.raw)} raw`);
  console.log('\nLater JavaScript (gzip -9)');
  printLater('federated', federated.later);
  printLater('standalone', standalone.later);
  const checks = checkBudgets(routes, federated.figures, standalone.figures, quick);
  const unmeasured = quick
    ? []
    : routes.filter(
        (route) => federated.figures.get(route)?.lighthouse.error || standalone.figures.get(route)?.lighthouse.error,
      );
  printBudgets(checks, unmeasured);
  const missed = checks.filter((check) => check.failing.length > 0);
  if (missed.length > 0) {
    console.error(`\nbench:web: ${missed.length} budget(s) missed: ${missed.map((check) => check.name).join('; ')}`);
    process.exitCode = 1;
  }
  writeFileSync(
    path.join(outDir, 'summary.json'),
    JSON.stringify(
      {
        quick,
        floor,
        federated: { ...federated, figures: Object.fromEntries(federated.figures) },
        standalone: { ...standalone, figures: Object.fromEntries(standalone.figures) },
      },
      null,
      2,
    ),
  );
}

// Exit codes: 1, an enforced budget missed; 2, the benchmark could not run (.ci/run tells them apart).
main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
