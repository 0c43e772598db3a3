import { parseArgs } from 'node:util';
import { inTurn } from './both-builds';
import { startLighthouse, type LighthouseFigures } from './lighthouse-run';
import { servedTable } from './served-table';

/**
 * `npm run bench:served -- [--runs N] [--route PATH] ORIGIN ORIGIN...`: Lighthouse, mobile, on
 * sites already served (another commit's `npm start -- --no-build` on a port base of its own, its
 * standalone build, this checkout's), each load audited at 4x, 6x and 10x CPU slowdown, the sites
 * in turn run by run: the before and after of a change, or the commit an issue's figures came from,
 * measured in the same minutes of the machine (issue 38). Each site's TBT is also given as a
 * multiple of the first site's.
 */
const slowdowns = [4, 6, 10];
const usage = 'usage: npm run bench:served -- [--runs N] [--route PATH] ORIGIN ORIGIN...';

/** The flags and origins, or undefined when they are not a run this can make. */
function parsedArguments(): { runs: number; route: string; origins: string[] } | undefined {
  try {
    const { values, positionals } = parseArgs({
      options: { runs: { type: 'string', default: '5' }, route: { type: 'string', default: '/' } },
      allowPositionals: true,
    });
    const runs = Number(values.runs);
    if (positionals.length === 0 || !Number.isInteger(runs) || runs < 1) return undefined;
    return { runs, route: values.route, origins: positionals };
  } catch {
    return undefined; // a flag it does not know, or one without its value
  }
}

async function main(): Promise<void> {
  const parsed = parsedArguments();
  if (!parsed) {
    console.error(usage);
    process.exitCode = 2;
    return;
  }
  const { runs, route, origins } = parsed;
  const figures = new Map(
    origins.map((origin) => [origin, new Map(slowdowns.map((s) => [s, [] as LighthouseFigures[]]))]),
  );
  const lighthouse = await startLighthouse();
  try {
    await inTurn(runs, origins, async (origin, run) => {
      const audits = await lighthouse.run(`${origin}${route}`, slowdowns);
      audits.forEach(({ figures: audited }, index) => figures.get(origin)!.get(slowdowns[index]!)!.push(audited));
      console.log(
        `  run ${run + 1}, ${origin}: TBT ${audits.map(({ figures: f }) => Math.round(f.tbtMs)).join(' / ')} ms`,
      );
    });
  } finally {
    lighthouse.close();
  }
  console.log(`\n${route}, ${runs} loads per site, in turn:`);
  for (const line of servedTable(
    origins.map((origin) => ({ origin, bySlowdown: figures.get(origin)! })),
    slowdowns,
  ))
    console.log(line);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
