import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { blogPostPath, careerPath, routePaths } from '@inklined/contracts/routes';
import { missingPaths, sitePaths } from '@inklined/site-tools/site-pages';
import type { Browser } from '@playwright/test';
import { runSite } from '../run-site';
import { firstLoad, laterJavaScript, timeToControls, withBrowser } from './browser-timings';
import { kb } from './figure-format';
import { median, medianFigures } from './median-figures';
import { notMeasured, startLighthouse, type LighthouseFigures } from './lighthouse-run';
import { reactFloorBytes } from './react-floor';
import { checkBudgets, type RouteFigures } from './web-budgets';
import { printBudgets, printLater, printMachine, printRoute, type Build } from './web-report';

/**
 * `npm run bench:web`: the federated site and the standalone build (one ordinary bundle, the
 * yardstick of what federation costs), served on loopback by the servers `npm start` uses, side
 * by side for every route: first-load JavaScript, all bytes, Lighthouse mobile (median of 3), the
 * time until the page's own controls respond on a throttled phone (median of 3), Lighthouse at 6x
 * and 10x CPU slowdown on `/`, a role and a post, the machine's speed, the JavaScript of
 * later moves, where LCP time goes and what each first-load script holds by package, and a
 * verdict per budget (issue 22; web-budgets.ts). It exits non-zero when an enforced budget is
 * missed. `--quick` (CI) measures the bytes only, on `/` and a role page, and checks the budgets
 * on them (the JavaScript's, and all bytes of `/`): they do not vary from run to run, where one
 * Lighthouse run on a CI machine busy with nothing else is a figure, not a verdict, and cost CI a
 * minute and a half (issue 20). `--route <path>` (repeatable) measures only those routes while a
 * lever is tried.
 */
const quick = process.argv.includes('--quick');
/**
 * Lighthouse's CPU slowdowns beyond its default 4x, for slower phones than its mid-range profile
 * (a fast machine at 4x shows little of what a slow phone lives with), measured on the routes of
 * CI's quick run, each against the standalone build at the same slowdown (issue 38).
 */
const slowerPhones = [6, 10];
const onlyRoutes = process.argv.flatMap((arg, index) => (process.argv[index - 1] === '--route' ? [arg] : []));
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

/** Lighthouse at one CPU slowdown: the median of the runs, their reports kept. */
async function lighthouseFigures(build: Build, route: string, url: string, lighthouse: Lighthouse, slowdown: number) {
  const reports: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run++) {
    const { figures, report } = await lighthouse.run(url, slowdown);
    reports.push(figures);
    const name = `${build}${route.replace(/\//g, '_') || '_'}-${slowdown}x-${run + 1}.json`;
    writeFileSync(path.join(outDir, name), report);
  }
  return medianFigures(reports);
}

/** Lighthouse (at 4x, and slower on some routes) and the throttled time to usable controls. */
async function timedFigures(build: Build, route: string, url: string, lighthouse: Lighthouse, browser: Browser) {
  const fourTimes = await lighthouseFigures(build, route, url, lighthouse, 4);
  const slower: Record<number, LighthouseFigures> = {};
  if (quickRoutes.includes(route)) {
    for (const slowdown of slowerPhones)
      slower[slowdown] = await lighthouseFigures(build, route, url, lighthouse, slowdown);
  }
  const controls: number[] = [];
  for (let run = 0; run < runs; run++) controls.push(await timeToControls(browser, url));
  return { lighthouse: fourTimes, slowerPhones: slower, controlsMs: median(controls) };
}

/** Every route's figures; without Lighthouse (a quick run), its bytes only. */
async function measure(build: Build, origin: string, lighthouse: Lighthouse | undefined) {
  const figures = new Map<string, RouteFigures>();
  for (const route of routes) {
    const url = `${origin}${route}`;
    const timed = lighthouse
      ? await withBrowser((browser) => timedFigures(build, route, url, lighthouse, browser))
      : {
          lighthouse: notMeasured('not run: a quick run measures bytes only'),
          slowerPhones: {},
          controlsMs: Number.NaN,
        };
    const loads = await withBrowser(async (browser) => ({
      load: await firstLoad(browser, url, 'gzip'),
      loadAsBrowser: await firstLoad(browser, url, 'browser'),
    }));
    figures.set(route, { ...loads, ...timed });
    console.log(`  ${build} ${route}: done`);
  }
  return { figures, later: await withBrowser((browser) => laterJavaScript(browser, origin)) };
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const floor = reactFloorBytes();
  console.log(`bench:web (${quick ? 'quick: bytes only' : 'median of 3'}); raw reports in ${outDir}`);
  const lighthouse = quick ? undefined : await startLighthouse();
  const results: Partial<Record<Build, Awaited<ReturnType<typeof measure>>>> = {};
  try {
    for (const [build, portBase, args] of [
      ['federated', 4300, []],
      ['standalone', 4320, ['--standalone']],
    ] as const) {
      const site = await runSite(portBase, {}, args);
      try {
        results[build] = await measure(build, site.url, lighthouse);
      } finally {
        await site.stop();
      }
    }
  } finally {
    lighthouse?.close();
  }
  const federated = results.federated!;
  const standalone = results.standalone!;
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
