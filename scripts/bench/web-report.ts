import { cpus } from 'node:os';
import { builtFileOf } from '@inklined/site-tools/built-files';
import type { LaterJavaScript } from './browser-timings';
import { kb, ms, ratio, recorded, shown, spread } from './figure-format';
import { notMeasured } from './lighthouse-run';
import { median } from './median-figures';
import { sentByPackage } from './package-breakdown';
import type { BudgetCheck, RouteFigures } from './web-budgets';

export type Build = 'federated' | 'standalone';

/** A row of a route's table: the figure's name, the federated and standalone figures, their ratio. */
type Row = [string, string, string, string];

/** A figure of time in both builds, with its ratio. */
const timeRow = (name: string, federated: number, standalone: number): Row => [
  name,
  shown(federated, ms),
  shown(standalone, ms),
  ratio(federated, standalone),
];

export function printRoute(route: string, federated: RouteFigures, standalone: RouteFigures): void {
  const f = federated.lighthouse;
  const s = standalone.lighthouse;
  const fl = federated.load;
  const sl = standalone.load;
  const rows: Array<[string, string, string, string]> = [
    ['JS requests', String(fl.js.requests), String(sl.js.requests), ratio(fl.js.requests, sl.js.requests)],
    ['JS as sent (gzip)', kb(fl.js.sent), kb(sl.js.sent), ratio(fl.js.sent, sl.js.sent)],
    [
      'JS as sent (Brotli)',
      kb(federated.loadAsBrowser.js.sent),
      kb(standalone.loadAsBrowser.js.sent),
      ratio(federated.loadAsBrowser.js.sent, standalone.loadAsBrowser.js.sent),
    ],
    ['JS raw', kb(fl.js.raw), kb(sl.js.raw), ratio(fl.js.raw, sl.js.raw)],
    ['all requests', String(fl.all.requests), String(sl.all.requests), ratio(fl.all.requests, sl.all.requests)],
    ['all bytes as sent', kb(fl.all.sent), kb(sl.all.sent), ratio(fl.all.sent, sl.all.sent)],
    ['performance', shown(f.performance), shown(s.performance), ''],
    ['accessibility', shown(f.accessibility), shown(s.accessibility), ''],
    ['best practices', shown(f.bestPractices), shown(s.bestPractices), ''],
    ['SEO', shown(f.seo), shown(s.seo), ''],
    ['LCP', shown(f.lcpMs, ms), shown(s.lcpMs, ms), ratio(f.lcpMs, s.lcpMs)],
    ...['TTFB', 'Load Delay', 'Load Time', 'Render Delay'].map((phase): [string, string, string, string] => [
      `  LCP ${phase}`,
      shown(f.lcpPhases[phase] ?? Number.NaN, ms),
      shown(s.lcpPhases[phase] ?? Number.NaN, ms),
      '',
    ]),
    ['CLS', shown(f.cls, (value) => value.toFixed(3)), shown(s.cls, (value) => value.toFixed(3)), ''],
    ['TBT (4x CPU)', shown(f.tbtMs, ms), shown(s.tbtMs, ms), ratio(f.tbtMs, s.tbtMs)],
    ['  TBT over its runs', spread(f.tbtRangeMs), spread(s.tbtRangeMs), ''],
    timeRow('longest task at first paint', f.longestTaskAtPaintMs, s.longestTaskAtPaintMs),
    // Unthrottled, as the trace recorded the load's longest task before the paint: the simulation
    // multiplies all of it, and what was not on the CPU was the machine's, not the page's work.
    ['  as recorded', recorded(f.recordedPaintTask), recorded(s.recordedPaintTask), ''],
    ['  an empty page, same minutes', shown(federated.emptyPage?.longestTaskAtPaintMs ?? Number.NaN, ms), '', ''],
    [
      '  an empty page, as recorded',
      federated.emptyPage ? recorded(federated.emptyPage.recordedPaintTask) : 'n/a',
      '',
      '',
    ],
    ...[...new Set([...Object.keys(f.mainThreadMs), ...Object.keys(s.mainThreadMs)])].map((kind) =>
      timeRow(`  main thread: ${kind}`, f.mainThreadMs[kind] ?? Number.NaN, s.mainThreadMs[kind] ?? Number.NaN),
    ),
    ...Object.entries(federated.slowerPhones).flatMap(([slowdown, slow]): Row[] => {
      const other = standalone.slowerPhones[Number(slowdown)] ?? notMeasured('not measured');
      return [
        [`${slowdown}x CPU: performance`, shown(slow.performance), shown(other.performance), ''],
        timeRow(`${slowdown}x CPU: TBT`, slow.tbtMs, other.tbtMs),
        [`${slowdown}x CPU: TBT over its runs`, spread(slow.tbtRangeMs), spread(other.tbtRangeMs), ''],
        timeRow(`${slowdown}x CPU: longest task at paint`, slow.longestTaskAtPaintMs, other.longestTaskAtPaintMs),
      ];
    }),
    [
      'controls respond (throttled)',
      shown(federated.controlsMs, ms),
      shown(standalone.controlsMs, ms),
      ratio(federated.controlsMs, standalone.controlsMs),
    ],
  ];
  console.log(`\n${route}${f.error ? ` (Lighthouse: ${f.error})` : ''}`);
  // Wide enough for a task as recorded (`34 ms, 12 ms on CPU`).
  console.log(`  ${'figure'.padEnd(30)}${'federated'.padStart(21)}${'standalone'.padStart(21)}${'ratio'.padStart(8)}`);
  for (const [name, a, b, c] of rows)
    console.log(`  ${name.padEnd(30)}${a.padStart(21)}${b.padStart(21)}${c.padStart(8)}`);
  if (!f.error) console.log(`  LCP element: federated ${f.lcpElement}; standalone ${s.lcpElement}`);
  for (const [build, figures] of [
    ['federated', federated],
    ['standalone', standalone],
  ] as const) {
    console.log(`  first-load scripts, ${build} (KB as sent gzipped, by package):`);
    for (const script of figures.load.scripts) {
      const shares = sentByPackage(builtFileOf(script.url, build), script.sent)
        .filter((share) => share.sent >= 205)
        .map((share) => `${share.name} ${(share.sent / 1024).toFixed(1)}`);
      console.log(`    ${kb(script.sent).padStart(9)} ${new URL(script.url).pathname}: ${shares.join(', ')}`);
    }
  }
}

/**
 * The machine the figures were taken on: its CPU, and Lighthouse's benchmark index over the run
 * (higher is faster; Lighthouse's 4x turns a desktop of 1500-2000 into a mid-range phone, and the
 * index of one machine moves by half from run to run). A figure of time means this machine; its
 * ratio to the standalone build's, measured beside it, is what travels.
 */
export function printMachine(
  figures: ReadonlyArray<{ readonly lighthouse: { readonly benchmarkIndex: number } }>,
): void {
  const indexes = figures.map((figure) => figure.lighthouse.benchmarkIndex).filter((index) => Number.isFinite(index));
  const [cpu] = cpus();
  console.log(`\nMachine: ${cpus().length} x ${cpu?.model ?? 'unknown CPU'}`);
  if (indexes.length > 0) {
    console.log(
      `Lighthouse benchmark index: median ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))} over ${indexes.length} pages)`,
    );
  }
}

export function printLater(build: Build, later: LaterJavaScript): void {
  const line = (name: string, value: { requests: number; gzip: number }) =>
    `${name} ${value.requests} requests ${kb(value.gzip)}`;
  console.log(
    `  ${build}: ${line("'/' to '/careers'", later.toCareers)}; ${line('expert modal', later.expertModal)}; ${line('contact popup', later.contactPopup)}`,
  );
}

export function printBudgets(checks: readonly BudgetCheck[], unmeasured: readonly string[]): void {
  console.log('\nBudgets (federated build, every measured route)');
  if (unmeasured.length > 0) console.log(`(Lighthouse budgets leave out ${unmeasured.join(', ')}: not measurable)`);
  for (const { name, failing } of checks) {
    const verdict = failing.length === 0 ? 'PASS' : 'MISS';
    console.log(`${verdict} ${name}${failing.length ? `: ${failing.join(', ')}` : ''}`);
  }
}
