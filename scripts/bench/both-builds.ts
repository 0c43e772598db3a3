import { runSite } from '../run-site';
import type { Build } from './web-report';

export type PerBuild<Value> = Record<Build, Value>;
export const builds: readonly Build[] = ['federated', 'standalone'];

/**
 * The builds in turn, the order swapped each run: a figure is judged beside the standalone
 * build's taken moments apart, so a machine that speeds up or slows down during the benchmark
 * (threefold here within an hour) moves both alike (issue 38).
 */
export async function inTurn(runs: number, step: (build: Build, run: number) => Promise<void>): Promise<void> {
  for (let run = 0; run < runs; run++)
    for (const build of run % 2 === 0 ? builds : [...builds].reverse()) await step(build, run);
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
