import path from 'node:path';
import type { Browser } from '@playwright/test';
import { blogPostPath, careerPath, routePaths } from '@inklined/contracts/routes';
import { runSite } from '../run-site';
import { withBrowser } from './browser-timings';
import { packageLocator, selfTimeBy, type CpuProfile } from './script-time';

/**
 * `npm run bench:script-time`: where the main thread's JavaScript goes while a page loads, by
 * package, the federated build beside the standalone (issue 38: what federation costs a page,
 * and in what). A CPU profile of each first load on a phone-sized page, CPU unthrottled (a slower
 * CPU scales every figure alike), the builds in turn; the median of the runs per package.
 * `--runs N` and `--route <path>` (repeatable) while a lever is tried.
 */
const root = path.join(__dirname, '..', '..');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
const chosen = process.argv.flatMap((arg, index) => (process.argv[index - 1] === '--route' ? [arg] : []));
const routes =
  chosen.length > 0 ? chosen : [routePaths.home, blogPostPath('sample-size'), careerPath('medical-writing-specialist')];
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

type Build = 'federated' | 'standalone';

/** The source map of a script the site served: the shell's build, or a remote's under /mf/<name>/. */
const mapOf = (build: Build) => (scriptUrl: string) => {
  const { pathname } = new URL(scriptUrl);
  const remote = /^\/mf\/(\w+)\/(.+)$/.exec(pathname);
  if (remote) return path.join(root, `${remote[1]}-mfe`, 'dist', `${remote[2]}.map`);
  return path.join(root, 'shell', build === 'federated' ? 'dist' : 'dist-standalone', `${pathname}.map`);
};

/** One first load with an empty cache, profiled from navigation until it has settled. */
async function profileLoad(browser: Browser, url: string): Promise<CpuProfile> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    // Every 0.1 ms: a task of a few milliseconds is still dozens of samples.
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    // Every part live: the page has started, hydrated and taken its parts' code.
    await page.waitForFunction(
      () => [...document.querySelectorAll('[data-remote-part]')].every((part) => part.hasAttribute('data-live')),
      null,
      // Polled on a timer, not every frame: the benchmark's own checks stay out of the profile.
      { timeout: 60_000, polling: 100 },
    );
    await page.waitForLoadState('networkidle');
    const { profile } = await cdp.send('Profiler.stop');
    return { nodes: profile.nodes, samples: profile.samples ?? [], timeDeltas: profile.timeDeltas ?? [] };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const sites = [await runSite(4740)];
  try {
    sites.push(await runSite(4760, {}, ['--standalone']));
    const origins: Record<Build, string> = { federated: sites[0]!.url, standalone: sites[1]!.url };
    console.log(`bench:script-time: JavaScript self time by package (ms, CPU unthrottled, median of ${runs})`);
    for (const route of routes) {
      const samples: Record<Build, Array<Map<string, number>>> = { federated: [], standalone: [] };
      await withBrowser(async (browser) => {
        for (let run = 0; run < runs; run += 1) {
          // The builds in turn, the order swapped each run, so both see the same minutes of the machine.
          const order: Build[] = run % 2 === 0 ? ['federated', 'standalone'] : ['standalone', 'federated'];
          for (const build of order) {
            const profile = await profileLoad(browser, `${origins[build]}${route}`);
            samples[build].push(selfTimeBy(profile, packageLocator(mapOf(build), `${origins[build]}${route}`)));
          }
        }
      });
      const total = (build: Build) =>
        median(samples[build].map((times) => [...times.values()].reduce((a, b) => a + b, 0)));
      const of = (build: Build, name: string) => median(samples[build].map((times) => times.get(name) ?? 0));
      const names = [...new Set(Object.values(samples).flatMap((list) => list.flatMap((times) => [...times.keys()])))];
      const rows = names
        .map((name) => ({ name, federated: of('federated', name), standalone: of('standalone', name) }))
        .filter((row) => Math.max(row.federated, row.standalone) >= 1)
        .sort((a, b) => Math.max(b.federated, b.standalone) - Math.max(a.federated, a.standalone));
      console.log(`\n${route}`);
      console.log(`  ${'package'.padEnd(40)} federated  standalone`);
      for (const row of [
        { name: 'all JavaScript', federated: total('federated'), standalone: total('standalone') },
        ...rows,
      ])
        console.log(
          `  ${row.name.padEnd(40)} ${row.federated.toFixed(1).padStart(9)} ${row.standalone.toFixed(1).padStart(11)}`,
        );
    }
  } finally {
    await Promise.all(sites.map((site) => site.stop()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
