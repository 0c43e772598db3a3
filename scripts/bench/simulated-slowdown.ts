/**
 * Lighthouse's default throttling is simulated: it loads the page at the machine's full speed and
 * computes a slower phone's figures from that one load's trace and network log, each task's time
 * multiplied by the CPU slowdown. A load made "at 10x" is the same full-speed load as one "at 4x";
 * only the arithmetic after it differs. So one load's saved artifacts, audited again with another
 * slowdown, give every slowdown's figures of that load, and the figures at 4x, 6x and 10x differ
 * by the slowdown alone, not by three loads' own noise (decision 0058).
 *
 * Lighthouse refuses to audit saved artifacts under settings other than those they were gathered
 * with, which guards the throttled methods, whose loads do depend on the slowdown. This changes
 * the one setting the gathering of a simulated load never reads, and refuses any other method.
 */
export interface SavedArtifacts {
  readonly settings: {
    readonly throttlingMethod?: string;
    readonly throttling?: Readonly<Record<string, unknown>>;
  };
}

/** `artifacts` as if gathered for an audit at `slowdown` times the machine's CPU. */
export function atSlowdown<Artifacts extends SavedArtifacts>(artifacts: Artifacts, slowdown: number): Artifacts {
  const method = artifacts.settings.throttlingMethod;
  if (method !== 'simulate')
    throw new Error(
      `a load throttled by "${String(method)}" ran at its own slowdown: only a simulated one can be audited at another`,
    );
  if (!Number.isFinite(slowdown) || slowdown < 1) throw new Error(`a CPU slowdown is 1 or more, not ${slowdown}`);
  return {
    ...artifacts,
    settings: {
      ...artifacts.settings,
      throttling: { ...artifacts.settings.throttling, cpuSlowdownMultiplier: slowdown },
    },
  };
}
