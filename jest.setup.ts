import { afterEach, beforeEach, jest } from '@jest/globals';

/** A test that logs console.error fails: React reports act() and prop warnings there. */
let errorSpy: jest.SpiedFunction<typeof console.error> | undefined;

beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error');
});

afterEach(() => {
  const calls = errorSpy?.mock.calls ?? [];
  errorSpy?.mockRestore();
  if (calls.length > 0) {
    throw new Error(
      `console.error was called:\n${calls.map((args: unknown[]) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
