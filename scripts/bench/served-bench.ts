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
const flagValue = (flag: string) => {
  const index = process.argv.indexOf(flag);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const runs = Number(flagValue('--runs') ?? '5');
const route = flagValue('--route') ?? '/';
const origins = process.argv
  .slice(2)
  .filter((arg, index, args) => !arg.startsWith('--') && !['--runs', '--route'].includes(args[index - 1] ?? ''));

async function main(): Promise<void> {
  if (origins.length === 0 || !Number.isInteger(runs) || runs < 1) {
    console.error('usage: npm run bench:served -- [--runs N] [--route PATH] ORIGIN ORIGIN...');
    process.exitCode = 2;
    return;
  }
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
