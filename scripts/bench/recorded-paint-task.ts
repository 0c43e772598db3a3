/** A trace event as Chromium records it (times in microseconds; `tdur` is the thread's own time). */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly pid: number;
  readonly tid: number;
}

/** The task at the first paint as the trace recorded it, before any slowdown is applied (ms). */
export interface RecordedPaintTask {
  /** From its start to its end, as the clock ran. */
  readonly wallMs: number;
  /** The part of it the page's main thread was on a CPU. */
  readonly cpuMs: number;
}

/** What a load whose trace was not saved, or a page Lighthouse refused, gives. */
export const unrecordedPaintTask: RecordedPaintTask = { wallMs: Number.NaN, cpuMs: Number.NaN };

/**
 * The longest top-level task of the page's main thread that began before its first contentful
 * paint, from the trace of the load. Lighthouse's simulation multiplies a task's recorded length
 * by the CPU slowdown, waiting included: on a machine whose cores are busy with the browser's other
 * processes and the site's servers, the renderer's main thread can be off the CPU for most of the
 * task (decision 0068), so its CPU time says how much of the figure is the page's own work.
 */
export function recordedPaintTask(events: readonly TraceEvent[]): RecordedPaintTask {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return unrecordedPaintTask;
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === paint.pid &&
      event.tid === paint.tid &&
      event.ts <= paint.ts,
  );
  const longest = tasks.reduce<TraceEvent | undefined>(
    (found, task) => ((task.dur ?? 0) > (found?.dur ?? -1) ? task : found),
    undefined,
  );
  if (!longest) return { wallMs: 0, cpuMs: 0 };
  return { wallMs: (longest.dur ?? 0) / 1000, cpuMs: (longest.tdur ?? Number.NaN) / 1000 };
}
