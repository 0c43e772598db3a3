import { expect, test } from '@jest/globals';
import { atSlowdown } from './simulated-slowdown';

const gathered = {
  settings: {
    throttlingMethod: 'simulate',
    throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
    formFactor: 'mobile',
  },
  Trace: { traceEvents: [] },
};

test('only the CPU slowdown changes; the network and everything gathered stay', () => {
  const at10 = atSlowdown(gathered, 10);
  expect(at10.settings.throttling).toEqual({ rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 10 });
  expect(at10.settings.formFactor).toBe('mobile');
  expect(at10.Trace).toBe(gathered.Trace);
  // The saved artifacts serve the next slowdown too: the object read from them is left as it was.
  expect(gathered.settings.throttling.cpuSlowdownMultiplier).toBe(4);
});

test('a load throttled as it ran cannot be audited at another slowdown', () => {
  for (const method of ['devtools', 'provided', undefined])
    expect(() => atSlowdown({ settings: { ...gathered.settings, throttlingMethod: method } }, 6)).toThrow(
      /only a simulated one/,
    );
});

test('a slowdown below 1 or not a number is refused', () => {
  for (const slowdown of [0, 0.5, Number.NaN, Number.POSITIVE_INFINITY])
    expect(() => atSlowdown(gathered, slowdown)).toThrow(/1 or more/);
});
