import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumFlags, chromiumPath } from '@inklined/site-tools/chromium';
import { recordedPaintTask, unrecordedPaintTask, type RecordedPaintTask, type TraceEvent } from './recorded-paint-task';
import { atSlowdown, type SavedArtifacts } from './simulated-slowdown';

/**
 * What the benchmark reads of one Lighthouse report. A page Lighthouse refuses to measure (it
 * will not score a document answered with an error status, such as the 404 page) has `error`
 * set and NaN for every figure.
 */
export interface LighthouseFigures {
  readonly error?: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
  /**
   * The lowest and highest TBT of the runs a median was taken of (one run: its own, twice). Here
   * TBT at 10x spreads twofold and more from run to run (decision 0053), so a ratio of two
   * medians is read beside it.
   */
  readonly tbtRangeMs: readonly [number, number];
  /** The LCP element, as Lighthouse names it: its tag and the start of its text. */
  readonly lcpElement: string;
  /** Where LCP time goes, in Lighthouse's phases (ms): TTFB, Load Delay, Load Time, Render Delay. */
  readonly lcpPhases: Readonly<Record<string, number>>;
  /** Lighthouse's benchmark index of the machine during the run: how fast its CPU was then. */
  readonly benchmarkIndex: number;
  /** The longest main-thread task that began before the first contentful paint (ms, throttled). */
  readonly longestTaskAtPaintMs: number;
  /** The load's longest task before the first paint as its trace recorded it, unthrottled. */
  readonly recordedPaintTask: RecordedPaintTask;
  /** The main thread's work by kind (ms, throttled): script evaluation, style and layout, … */
  readonly mainThreadMs: Readonly<Record<string, number>>;
}

/** The figures of a page Lighthouse did not measure (a quick run's, or one it refused), and why. */
export function notMeasured(error: string): LighthouseFigures {
  return {
    error,
    performance: Number.NaN,
    accessibility: Number.NaN,
    bestPractices: Number.NaN,
    seo: Number.NaN,
    lcpMs: Number.NaN,
    cls: Number.NaN,
    tbtMs: Number.NaN,
    tbtRangeMs: [Number.NaN, Number.NaN],
    lcpElement: '',
    lcpPhases: {},
    benchmarkIndex: Number.NaN,
    longestTaskAtPaintMs: Number.NaN,
    recordedPaintTask: unrecordedPaintTask,
    mainThreadMs: {},
  };
}

type Lhr = {
  runtimeError?: { code: string; message: string };
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
};

/** A row of the long-tasks audit (simulated at the run's CPU slowdown) or of the work breakdown. */
type TaskRow = { startTime?: number; duration?: number; group?: string };

/** One table of the largest-contentful-paint-element audit: the element, or the phases. */
type LcpDetail = {
  items?: Array<{ node?: { snippet?: string; nodeLabel?: string }; phase?: string; timing?: number }>;
};

/** The LCP element and its phases, from Lighthouse's largest-contentful-paint-element audit. */
function lcpBreakdown(lhr: Lhr): Pick<LighthouseFigures, 'lcpElement' | 'lcpPhases'> {
  const tables = (lhr.audits['largest-contentful-paint-element']?.details?.items ?? []) as LcpDetail[];
  const rows = tables.flatMap((table) => table.items ?? []);
  const node = rows.find((row) => row.node)?.node;
  const lcpPhases = Object.fromEntries(
    rows.filter((row) => row.phase !== undefined).map((row) => [row.phase!, row.timing ?? Number.NaN]),
  );
  return {
    // By its tag and text, which both builds share (their generated class names may differ).
    lcpElement: node
      ? `${/^<([a-z0-9-]+)/i.exec(node.snippet ?? '')?.[1] ?? '?'} "${(node.nodeLabel ?? '').slice(0, 40)}"`
      : 'none',
    lcpPhases,
  };
}

/** The longest task that began before the first contentful paint, and the main thread by kind. */
function mainThread(lhr: Lhr): Pick<LighthouseFigures, 'longestTaskAtPaintMs' | 'mainThreadMs'> {
  const paint = lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN;
  const rows = (audit: string) => (lhr.audits[audit]?.details?.items ?? []) as TaskRow[];
  const atPaint = rows('long-tasks').filter((task) => (task.startTime ?? Infinity) < paint);
  return {
    longestTaskAtPaintMs: Math.max(0, ...atPaint.map((task) => task.duration ?? 0)),
    mainThreadMs: Object.fromEntries(
      rows('mainthread-work-breakdown').map((row) => [row.group ?? '?', row.duration ?? Number.NaN]),
    ),
  };
}

/** The events of a trace Lighthouse saved, or none where it saved no such file. */
function traceEventsIn(file: string): TraceEvent[] {
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] }).traceEvents ?? [];
}

/**
 * Trace-recording failures Lighthouse itself says to run again for ("Please run Lighthouse
 * again"): about one run in twenty here, most often the first after a server starts.
 */
const transientErrors = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST']);
const attempts = 3;

/** What one Lighthouse audit gives: the figures the benchmark reads, and the report as JSON. */
export interface LighthouseRun {
  readonly figures: LighthouseFigures;
  readonly report: string;
}

type LighthouseResult = { lhr: unknown; report: string | string[] };

/** The benchmark's figures of one audit. */
function figuresOf(result: LighthouseResult, recorded: RecordedPaintTask): LighthouseRun {
  const lhr = result.lhr as Lhr;
  const score = (category: string) => {
    const value = lhr.categories[category]?.score;
    return value === null || value === undefined ? Number.NaN : Math.round(value * 100);
  };
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  return {
    figures: {
      ...(lhr.runtimeError && { error: lhr.runtimeError.code }),
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbtMs: value('total-blocking-time'),
      tbtRangeMs: [value('total-blocking-time'), value('total-blocking-time')],
      ...lcpBreakdown(lhr),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      ...mainThread(lhr),
      recordedPaintTask: recorded,
    },
    report: String(result.report),
  };
}

/** One Chromium for every Lighthouse run of the benchmark (Lighthouse opens a tab per run). */
export async function startLighthouse() {
  // Both are ES modules; tsx loads them on demand.
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const settings = (cpuSlowdown: number) => ({
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Merged into the default mobile throttling: only the CPU's slowdown changes.
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  });
  const audited = (result: LighthouseResult | undefined, url: string) => {
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result;
  };
  return {
    /**
     * One load of `url` in Lighthouse's default, mobile with simulated throttling, audited at each
     * of `cpuSlowdowns` times this machine's CPU (Lighthouse's default 4; 6 and 10 for slower
     * phones): its artifacts are saved and audited again at each further slowdown
     * (simulated-slowdown.ts). The figures and report of each, in the order asked.
     */
    async run(url: string, cpuSlowdowns: readonly number[] = [4]): Promise<LighthouseRun[]> {
      const [first = 4, ...others] = cpuSlowdowns;
      const saved = mkdtempSync(path.join(os.tmpdir(), 'inklined-lighthouse-'));
      try {
        const load = async () =>
          audited(
            await lighthouse(url, { ...settings(first), port: chrome.port, gatherMode: saved, auditMode: saved }),
            url,
          );
        let result = await load();
        for (let attempt = 1; attempt < attempts; attempt++) {
          const code = (result.lhr as Lhr).runtimeError?.code;
          if (!code || !transientErrors.has(code)) break;
          result = await load();
        }
        // A page Lighthouse refused is refused at every slowdown.
        if ((result.lhr as Lhr).runtimeError) return cpuSlowdowns.map(() => figuresOf(result, unrecordedPaintTask));
        const artifactsFile = path.join(saved, 'artifacts.json');
        // Read once: atSlowdown leaves what it is given as it was.
        const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8')) as SavedArtifacts;
        // The load's trace, saved beside its artifacts; the same load at every slowdown.
        const recorded = recordedPaintTask(traceEventsIn(path.join(saved, 'defaultPass.trace.json')));
        const runs = [figuresOf(result, recorded)];
        for (const slowdown of others) {
          writeFileSync(artifactsFile, JSON.stringify(atSlowdown(artifacts, slowdown)));
          const audit = await lighthouse(undefined, { ...settings(slowdown), auditMode: saved });
          runs.push(figuresOf(audited(audit, url), recorded));
        }
        return runs;
      } finally {
        rmSync(saved, { recursive: true, force: true });
      }
    },
    close: () => chrome.kill(),
  };
}
