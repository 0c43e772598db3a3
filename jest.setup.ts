import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, jest } from '@jest/globals';
import { configure } from '@testing-library/dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder, which react-router uses when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Testing Library gives up on `findBy…`/`waitFor` after 1 s, a limit for speed: in npm test a jsdom
// suite runs niced beside the builds and browsers, up to 30 times slower than alone. The bound is
// for a hang, as jest's own testTimeout is; the awaited event ends the wait.
configure({ asyncUtilTimeout: 60_000 });

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
