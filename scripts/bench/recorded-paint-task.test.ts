import { expect, test } from '@jest/globals';
import { recordedPaintTask, type TraceEvent } from './recorded-paint-task';

const page = { pid: 7, tid: 1 };
const task = (ts: number, dur: number, tdur: number, thread = page): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur,
  tdur,
  ...thread,
});

test("the longest task of the page's main thread begun before its first paint: its wall and CPU time", () => {
  const events: TraceEvent[] = [
    task(1_000, 20_000, 15_000),
    task(30_000, 60_000, 18_000), // the longest before the paint, mostly off the CPU
    task(95_000, 5_000, 5_000),
    { name: 'firstContentfulPaint', ph: 'R', ts: 99_000, ...page },
    task(120_000, 90_000, 90_000), // after the paint
    task(2_000, 200_000, 200_000, { pid: 3, tid: 1 }), // another process (the browser's)
  ];
  expect(recordedPaintTask(events)).toEqual({ wallMs: 60, cpuMs: 18 });
});

test('a trace without a first paint has no such task; one with no task before it, a task of 0', () => {
  expect(recordedPaintTask([task(0, 10_000, 10_000)])).toEqual({ wallMs: Number.NaN, cpuMs: Number.NaN });
  expect(recordedPaintTask([{ name: 'firstContentfulPaint', ph: 'R', ts: 5, ...page }])).toEqual({
    wallMs: 0,
    cpuMs: 0,
  });
});
