import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { careerPath, routePaths } from '@inklined/contracts/routes';
import { missingPaths, sitePaths } from '@inklined/site-tools/site-pages';
import { runSite } from '../run-site';
import {
  firstLoad,
  laterJavaScript,
  startBrowser,
  timeToControls,
  type FirstLoad,
  type LaterJavaScript,
} from './browser-timings';
import { startLighthouse, type LighthouseFigures } from './lighthouse-run';
import { reactFloorBytes } from './react-floor';

/**
 * `npm run bench:web`: the federated site and the standalone build (one ordinary bundle, the
 * yardstick of what federation costs), served on loopback by the servers `npm start` uses, side
 * by side for every route: first-load JavaScript, all bytes, Lighthouse mobile (median of 3), the
 * time until the page's own controls respond on a throttled phone (median of 3), the JavaScript of
 * later moves, and a verdict per budget of issue 12. It prints figures and never fails on a
 * budget; `--quick` (CI) runs Lighthouse and the throttled load once, on `/` and a role page, and
 * `--route <path>` (repeatable) measures only those routes while a lever is tried.
 */
const quick = process.argv.includes('--quick');
const onlyRoutes = process.argv.flatMap((arg, index) => (process.argv[index - 1] === '--route' ? [arg] : []));
const runs = quick ? 1 : 3;
const outDir = path.join(__dirname, '..', '..', 'bench-results', 'web', new Date().toISOString().replace(/[:.]/g, '-'));

// Every route, and one "not found" page (Lighthouse cannot score it; the byte figures still count).
const allRoutes = [...sitePaths, missingPaths[0]];
/** CI's quick run: the home page and a role page, one of each remote's kinds of first load. */
const quickRoutes = [routePaths.home, careerPath('medical-writing-specialist')];
const routes =
  onlyRoutes.length > 0
    ? allRoutes.filter((route) => onlyRoutes.includes(route))
    : quick
      ? allRoutes.filter((route) => quickRoutes.includes(route))
      : allRoutes;

type Build = 'federated' | 'standalone';

interface RouteFigures {
  readonly load: FirstLoad;
  readonly lighthouse: LighthouseFigures;
  readonly controlsMs: number;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The run whose performance score is the median (its other figures come with it, as Lighthouse's own CLI does). */
function medianRun(figures: readonly LighthouseFigures[]): LighthouseFigures {
  const target = median(figures.map((figure) => figure.performance));
  return figures.find((figure) => figure.performance === target) ?? figures[0]!;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a) ? `${(a / b).toFixed(2)}x` : 'n/a');
/** A figure, or n/a where Lighthouse would not measure the page. */
const shown = (value: number, format: (value: number) => string = String) =>
  Number.isFinite(value) ? format(value) : 'n/a';
const ms = (value: number) => `${Math.round(value)} ms`;

async function measure(
  build: Build,
  origin: string,
  lighthouse: Awaited<ReturnType<typeof startLighthouse>>,
  browser: Awaited<ReturnType<typeof startBrowser>>,
) {
  const figures = new Map<string, RouteFigures>();
  for (const route of routes) {
    const url = `${origin}${route}`;
    const reports: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run++) {
      const { figures: lighthouseFigures, report } = await lighthouse.run(url);
      reports.push(lighthouseFigures);
      writeFileSync(path.join(outDir, `${build}${route.replace(/\//g, '_') || '_'}-${run + 1}.json`), report);
    }
    const controls: number[] = [];
    for (let run = 0; run < runs; run++) controls.push(await timeToControls(browser, url));
    const load = await firstLoad(browser, url);
    figures.set(route, { load, lighthouse: medianRun(reports), controlsMs: median(controls) });
    console.log(`  ${build} ${route}: done`);
  }
  return { figures, later: await laterJavaScript(browser, origin) };
}

function printRoute(route: string, federated: RouteFigures, standalone: RouteFigures): void {
  const f = federated.lighthouse;
  const s = standalone.lighthouse;
  const fl = federated.load;
  const sl = standalone.load;
  const rows: Array<[string, string, string, string]> = [
    ['JS requests', String(fl.js.requests), String(sl.js.requests), ratio(fl.js.requests, sl.js.requests)],
    ['JS as sent (gzip)', kb(fl.js.sent), kb(sl.js.sent), ratio(fl.js.sent, sl.js.sent)],
    ['JS raw', kb(fl.js.raw), kb(sl.js.raw), ratio(fl.js.raw, sl.js.raw)],
    ['all requests', String(fl.all.requests), String(sl.all.requests), ratio(fl.all.requests, sl.all.requests)],
    ['all bytes as sent', kb(fl.all.sent), kb(sl.all.sent), ratio(fl.all.sent, sl.all.sent)],
    ['performance', shown(f.performance), shown(s.performance), ''],
    ['accessibility', shown(f.accessibility), shown(s.accessibility), ''],
    ['best practices', shown(f.bestPractices), shown(s.bestPractices), ''],
    ['SEO', shown(f.seo), shown(s.seo), ''],
    ['LCP', shown(f.lcpMs, ms), shown(s.lcpMs, ms), ratio(f.lcpMs, s.lcpMs)],
    ['CLS', shown(f.cls, (value) => value.toFixed(3)), shown(s.cls, (value) => value.toFixed(3)), ''],
    ['TBT', shown(f.tbtMs, ms), shown(s.tbtMs, ms), ratio(f.tbtMs, s.tbtMs)],
    [
      'controls respond (throttled)',
      `${federated.controlsMs} ms`,
      `${standalone.controlsMs} ms`,
      ratio(federated.controlsMs, standalone.controlsMs),
    ],
  ];
  console.log(`\n${route}${f.error ? ` (Lighthouse would not measure it: ${f.error})` : ''}`);
  console.log(`  ${'figure'.padEnd(30)}${'federated'.padStart(12)}${'standalone'.padStart(12)}${'ratio'.padStart(8)}`);
  for (const [name, a, b, c] of rows)
    console.log(`  ${name.padEnd(30)}${a.padStart(12)}${b.padStart(12)}${c.padStart(8)}`);
}

function printLater(build: Build, later: LaterJavaScript): void {
  const line = (name: string, value: { requests: number; gzip: number }) =>
    `${name} ${value.requests} requests ${kb(value.gzip)}`;
  console.log(
    `  ${build}: ${line("'/' to '/careers'", later.toCareers)}; ${line('expert modal', later.expertModal)}; ${line('contact popup', later.contactPopup)}`,
  );
}

function verdicts(federated: Map<string, RouteFigures>, standalone: Map<string, RouteFigures>): void {
  const all = routes.map((route) => ({ route, f: federated.get(route)!, s: standalone.get(route)! }));
  const check = (name: string, failing: string[]) =>
    console.log(`${failing.length === 0 ? 'PASS' : 'MISS'}  ${name}${failing.length ? `: ${failing.join(', ')}` : ''}`);
  const unmeasured = all.filter(({ f, s }) => f.lighthouse.error || s.lighthouse.error).map(({ route }) => route);
  console.log('\nVerdicts (federated build, every route)');
  if (unmeasured.length > 0) console.log(`(Lighthouse budgets leave out ${unmeasured.join(', ')}: not measurable)`);
  check(
    'Lighthouse performance >= 98',
    all.filter(({ f }) => f.lighthouse.performance < 98).map(({ route, f }) => `${route} ${f.lighthouse.performance}`),
  );
  check(
    'accessibility 100',
    all
      .filter(({ f }) => f.lighthouse.accessibility < 100)
      .map(({ route, f }) => `${route} ${f.lighthouse.accessibility}`),
  );
  check(
    'SEO 100 (issue 13)',
    all.filter(({ f }) => f.lighthouse.seo < 100).map(({ route, f }) => `${route} ${f.lighthouse.seo}`),
  );
  check(
    'best practices 100',
    all
      .filter(({ f }) => f.lighthouse.bestPractices < 100)
      .map(({ route, f }) => `${route} ${f.lighthouse.bestPractices}`),
  );
  check(
    'TBT < 100 ms',
    all
      .filter(({ f }) => f.lighthouse.tbtMs >= 100)
      .map(({ route, f }) => `${route} ${Math.round(f.lighthouse.tbtMs)} ms`),
  );
  check(
    'CLS 0',
    all.filter(({ f }) => f.lighthouse.cls > 0).map(({ route, f }) => `${route} ${f.lighthouse.cls.toFixed(3)}`),
  );
  check(
    'first-load JS <= 1.5x standalone',
    all
      .filter(({ f, s }) => f.load.js.sent > 1.5 * s.load.js.sent)
      .map(({ route, f, s }) => `${route} ${ratio(f.load.js.sent, s.load.js.sent)}`),
  );
  check(
    'LCP <= 1.1x standalone',
    all
      .filter(({ f, s }) => f.lighthouse.lcpMs > 1.1 * s.lighthouse.lcpMs)
      .map(({ route, f, s }) => `${route} ${ratio(f.lighthouse.lcpMs, s.lighthouse.lcpMs)}`),
  );
  check(
    'controls respond within 3.5 s (throttled)',
    all.filter(({ f }) => f.controlsMs > 3_500).map(({ route, f }) => `${route} ${f.controlsMs} ms`),
  );
  const home = federated.get(routePaths.home);
  if (home) check("all bytes of '/' < 400 KB", home.load.all.sent >= 400 * 1024 ? [kb(home.load.all.sent)] : []);
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const floor = reactFloorBytes();
  console.log(`bench:web (${quick ? 'quick: 1 run each' : 'median of 3'}); raw reports in ${outDir}`);
  const lighthouse = await startLighthouse();
  const browser = await startBrowser();
  const results: Partial<Record<Build, Awaited<ReturnType<typeof measure>>>> = {};
  try {
    for (const [build, portBase, args] of [
      ['federated', 4300, []],
      ['standalone', 4320, ['--standalone']],
    ] as const) {
      const site = await runSite(portBase, {}, args);
      try {
        results[build] = await measure(build, site.url, lighthouse, browser);
      } finally {
        await site.stop();
      }
    }
  } finally {
    await browser.close();
    lighthouse.close();
  }
  const federated = results.federated!;
  const standalone = results.standalone!;
  for (const route of routes) printRoute(route, federated.figures.get(route)!, standalone.figures.get(route)!);
  console.log(`\nreact + react-dom alone (the floor): ${kb(floor.gzip)} gzip, ${kb(floor.raw)} raw`);
  console.log('\nLater JavaScript (gzip -9)');
  printLater('federated', federated.later);
  printLater('standalone', standalone.later);
  verdicts(federated.figures, standalone.figures);
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

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
