import path from 'node:path';
import type { Browser, CDPSession } from '@playwright/test';
import { blogPostPath, careerPath, routePaths } from '@inklined/contracts/routes';
import { builds, inTurn, withBothBuilds, type PerBuild } from './both-builds';
import { everyPartLive, withBrowser } from './browser-timings';
import { median } from './median-figures';
import { callsBy, packageLocator, selfTimeBy, type CpuProfile, type ScriptCoverage } from './script-time';
import type { Build } from './web-report';

/**
 * `npm run bench:script-time`: where the main thread's JavaScript goes while a page loads, by
 * package, the federated build beside the standalone (issue 38: what federation costs a page,
 * and in what). A CPU profile of each first load on a phone-sized page, CPU unthrottled (a slower
 * CPU scales every figure alike), the builds in turn; the median of the runs per package. Then
 * one more load of each build counts the calls into each package, which a saving of a few
 * milliseconds shows where the times spread more than that (decisions 0062, 0063).
 * `--runs N` and `--route <path>` (repeatable) while a lever is tried.
 */
const root = path.join(__dirname, '..', '..');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
const chosen = process.argv.flatMap((arg, index) => (process.argv[index - 1] === '--route' ? [arg] : []));
const routes =
  chosen.length > 0 ? chosen : [routePaths.home, blogPostPath('sample-size'), careerPath('medical-writing-specialist')];

/** The source map of a script the site served: the shell's build, or a remote's under /mf/<name>/. */
const mapOf = (build: Build) => (scriptUrl: string) => {
  const { pathname } = new URL(scriptUrl);
  const remote = /^\/mf\/(\w+)\/(.+)$/.exec(pathname);
  if (remote) return path.join(root, `${remote[1]}-mfe`, 'dist', `${remote[2]}.map`);
  return path.join(root, 'shell', build === 'federated' ? 'dist' : 'dist-standalone', `${pathname}.map`);
};

/**
 * One first load with an empty cache, from navigation until it has settled: `start` readies the
 * measurement on the page's DevTools session before the load and gives the step that ends it.
 */
async function firstLoad<Measured>(
  browser: Browser,
  url: string,
  start: (cdp: CDPSession) => Promise<() => Promise<Measured>>,
): Promise<Measured> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const finish = await start(await context.newCDPSession(page));
    await page.goto(url, { waitUntil: 'load' });
    // Every part live, polled on a timer, not every frame: the benchmark's own checks stay out of
    // the profile.
    await everyPartLive(page, 100);
    await page.waitForLoadState('networkidle');
    return await finish();
  } finally {
    await context.close();
  }
}

/** A first load's CPU profile. */
function profileLoad(browser: Browser, url: string): Promise<CpuProfile> {
  return firstLoad(browser, url, async (cdp) => {
    await cdp.send('Profiler.enable');
    // Every 0.1 ms: a task of a few milliseconds is still dozens of samples.
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    return async () => {
      const { profile } = await cdp.send('Profiler.stop');
      return { nodes: profile.nodes, samples: profile.samples ?? [], timeDeltas: profile.timeDeltas ?? [] };
    };
  });
}

/** A first load's calls of every function, and each script's text. */
function countCalls(browser: Browser, url: string) {
  return firstLoad(browser, url, async (cdp) => {
    const scriptIds = new Map<string, string>();
    cdp.on('Debugger.scriptParsed', ({ url: scriptUrl, scriptId }) => scriptIds.set(scriptUrl, scriptId));
    await cdp.send('Debugger.enable');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    return async () => {
      const { result } = await cdp.send('Profiler.takePreciseCoverage');
      const scripts: ScriptCoverage[] = result.filter((script) => scriptIds.has(script.url));
      const sources = new Map<string, string>();
      for (const script of scripts) {
        const { scriptSource } = await cdp.send('Debugger.getScriptSource', { scriptId: scriptIds.get(script.url)! });
        sources.set(script.url, scriptSource);
      }
      return { scripts, sourceOf: (script: ScriptCoverage) => sources.get(script.url) ?? '' };
    };
  });
}

interface Row {
  readonly name: string;
  readonly federated: number;
  readonly standalone: number;
}

/** A row per name with a figure of at least `least` in either build, the largest first. */
function rowsOf(names: Iterable<string>, figure: (build: Build, name: string) => number, least: number): Row[] {
  return [...new Set(names)]
    .map((name) => ({ name, federated: figure('federated', name), standalone: figure('standalone', name) }))
    .filter((row) => Math.max(row.federated, row.standalone) >= least)
    .sort((a, b) => Math.max(b.federated, b.standalone) - Math.max(a.federated, a.standalone));
}

/** One route, both builds: each package's median self time, and all JavaScript's, per build. */
async function measureRoute(route: string, origins: PerBuild<string>) {
  const samples: PerBuild<Array<Map<string, number>>> = { federated: [], standalone: [] };
  // One locator per build for all runs: each reads its source maps once.
  const locate = {
    federated: packageLocator(mapOf('federated'), `${origins.federated}${route}`),
    standalone: packageLocator(mapOf('standalone'), `${origins.standalone}${route}`),
  };
  await withBrowser((browser) =>
    inTurn(runs, builds, async (build) => {
      samples[build].push(selfTimeBy(await profileLoad(browser, `${origins[build]}${route}`), locate[build]));
    }),
  );
  const calls: PerBuild<Map<string, number>> = { federated: new Map(), standalone: new Map() };
  await withBrowser(async (browser) => {
    for (const build of ['federated', 'standalone'] as const) {
      const { scripts, sourceOf } = await countCalls(browser, `${origins[build]}${route}`);
      calls[build] = callsBy(scripts, sourceOf, locate[build]);
    }
  });
  const sum = (figures: Map<string, number>) => [...figures.values()].reduce((a, b) => a + b, 0);
  const total = (build: Build) => median(samples[build].map(sum));
  const of = (build: Build, name: string) => median(samples[build].map((times) => times.get(name) ?? 0));
  const names = Object.values(samples).flatMap((list) => list.flatMap((times) => [...times.keys()]));
  return {
    times: [
      { name: 'all JavaScript', federated: total('federated'), standalone: total('standalone') },
      ...rowsOf(names, of, 1),
    ],
    calls: [
      { name: 'all JavaScript', federated: sum(calls.federated), standalone: sum(calls.standalone) },
      ...rowsOf(
        [...calls.federated.keys(), ...calls.standalone.keys()],
        (build, name) => calls[build].get(name) ?? 0,
        100,
      ),
    ],
  };
}

/** A table of both builds' figures, each written by `format`. */
function printRows(heading: string, rows: readonly Row[], format: (figure: number) => string): void {
  console.log(`  ${heading.padEnd(40)} federated  standalone`);
  for (const row of rows)
    console.log(`  ${row.name.padEnd(40)} ${format(row.federated).padStart(9)} ${format(row.standalone).padStart(11)}`);
}

async function main(): Promise<void> {
  console.log(`bench:script-time: JavaScript self time by package (ms, CPU unthrottled, median of ${runs})`);
  await withBothBuilds(4740, async (origins) => {
    for (const route of routes) {
      const { times, calls } = await measureRoute(route, origins);
      console.log(`\n${route}`);
      printRows('package (self time, ms)', times, (figure) => figure.toFixed(1));
      // The same on any machine, within the scheduler's own loop: what a lever's saving is
      // measured in when the times above spread more than it saves.
      printRows('package (calls, one load)', calls, String);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
