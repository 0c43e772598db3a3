import { runSite } from '../run-site';
import type { Build } from './web-report';

export type PerBuild<Value> = Record<Build, Value>;
export const builds: readonly Build[] = ['federated', 'standalone'];

/**
 * Each of `items` (builds, sites) once a run, the order turned by one place each run (for two, swapped):
 * a figure is judged beside the others' taken moments apart, so a machine that speeds up or slows
 * down during the benchmark (threefold here within an hour) moves them alike (issue 38).
 */
export async function inTurn<Item>(
  runs: number,
  items: readonly Item[],
  step: (item: Item, run: number) => Promise<void>,
): Promise<void> {
  for (let run = 0; run < runs; run++) for (const item of turned(items, run)) await step(item, run);
}

/** `items` with the first `by` (modulo their count) moved to the end. */
function turned<Item>(items: readonly Item[], by: number): Item[] {
  const start = items.length ? by % items.length : 0;
  return [...items.slice(start), ...items.slice(0, start)];
}

/**
 * Both builds served at once, each by the servers `npm start` uses, on ports of its own (the
 * standalone's 20 above `portBase`), for `measure`; both stopped however it ends.
 */
export async function withBothBuilds<Result>(
  portBase: number,
  measure: (origins: PerBuild<string>) => Promise<Result>,
): Promise<Result> {
  const sites: Awaited<ReturnType<typeof runSite>>[] = [];
  try {
    const federated = await runSite(portBase);
    sites.push(federated);
    const standalone = await runSite(portBase + 20, {}, ['--standalone']);
    sites.push(standalone);
    return await measure({ federated: federated.url, standalone: standalone.url });
  } finally {
    await Promise.all(sites.map((site) => site.stop()));
  }
}
