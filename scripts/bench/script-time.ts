import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { packageOf } from './package-breakdown';

/** Where a sampled function lives: what Chromium's CPU profile says of it. */
export interface CallFrame {
  readonly url: string;
  readonly functionName: string;
  /** 0-based, as the profile gives them. */
  readonly lineNumber: number;
  readonly columnNumber: number;
}

/** The parts of a Chromium CPU profile (`Profiler.stop`) this reads. */
export interface CpuProfile {
  readonly nodes: ReadonlyArray<{ readonly id: number; readonly callFrame: CallFrame }>;
  /** The node on top of the stack at each sample. */
  readonly samples: readonly number[];
  /** Microseconds before each sample since the one before it. */
  readonly timeDeltas: readonly number[];
}

/** What no script's map can name: the browser's idle time and its own work outside JavaScript. */
const notJavaScript = new Set(['(idle)', '(program)', '(root)']);

/**
 * Milliseconds of self time by the key `keyOf` gives each sampled function: each sample lasts
 * until the next one. Idle time and the browser's own work are left out; the garbage collector
 * and built-ins called from scripts (appendChild…) keep their own names.
 */
export function selfTimeBy(profile: CpuProfile, keyOf: (frame: CallFrame) => string): Map<string, number> {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const times = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = frames.get(id);
    const next = profile.timeDeltas[index + 1];
    if (!frame || next === undefined || notJavaScript.has(frame.functionName)) return;
    const key = keyOf(frame);
    times.set(key, (times.get(key) ?? 0) + next / 1000);
  });
  return times;
}

/**
 * A function's package, from the source map of the file it was loaded from (`mapOf` finds it by
 * the script's address); one without a map keeps its file's name, a built-in its own, and the
 * scripts inside the page at `pageUrl` are named as such.
 */
export function packageLocator(
  mapOf: (scriptUrl: string) => string | undefined,
  pageUrl?: string,
): (frame: CallFrame) => string {
  const consumers = new Map<string, SourceMapConsumer | undefined>();
  const consumerFor = (url: string) => {
    if (!consumers.has(url)) {
      const file = mapOf(url);
      consumers.set(
        url,
        file && existsSync(file)
          ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap)
          : undefined,
      );
    }
    return consumers.get(url);
  };
  return (frame) => {
    if (frame.url === '') return frame.functionName || '(anonymous built-in)';
    if (frame.url === pageUrl) return "the page's inline scripts";
    const consumer = consumerFor(frame.url);
    if (!consumer) return `${path.basename(new URL(frame.url).pathname) || frame.url} (no source map)`;
    const { source } = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    return source === null ? 'webpack (generated)' : packageOf(source);
  };
}

/** A script's functions as Chromium's precise coverage gives them (`Profiler.takePreciseCoverage`). */
export interface ScriptCoverage {
  readonly url: string;
  readonly functions: ReadonlyArray<{
    readonly functionName: string;
    /** The first range is the whole function, its count the times it was called. */
    readonly ranges: ReadonlyArray<{ readonly startOffset: number; readonly count: number }>;
  }>;
}

/**
 * Where each character offset of a script's text lies, 0-based, as a CPU profile's call frame
 * says: the lines' starts found once, then each offset by a binary search among them.
 */
export function positionsIn(source: string): (offset: number) => { lineNumber: number; columnNumber: number } {
  const lineStarts = [0];
  for (let at = source.indexOf('\n'); at !== -1; at = source.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  return (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { lineNumber: low, columnNumber: offset - lineStarts[low]! };
  };
}

/**
 * Calls by the key `keyOf` gives each function called, from coverage taken with call counts; each
 * script's text (which the offsets index) comes from `sourceOf`. Unlike a time, a count does not
 * depend on the machine (issue 38): only a scheduler's own loop, which yields by the clock, moves.
 */
export function callsBy(
  scripts: readonly ScriptCoverage[],
  sourceOf: (script: ScriptCoverage) => string,
  keyOf: (frame: CallFrame) => string,
): Map<string, number> {
  const calls = new Map<string, number>();
  for (const script of scripts) {
    const positionAt = positionsIn(sourceOf(script));
    for (const { functionName, ranges } of script.functions) {
      const whole = ranges[0];
      if (!whole || whole.count === 0) continue;
      const key = keyOf({ url: script.url, functionName, ...positionAt(whole.startOffset) });
      calls.set(key, (calls.get(key) ?? 0) + whole.count);
    }
  }
  return calls;
}
