import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { withTimeout } from './with-timeout';

describe('withTimeout', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('passes on a result that arrives in time', async () => {
    await expect(withTimeout(Promise.resolve('page'), 1000, () => new Error('late'))).resolves.toBe('page');
  });

  test('passes on a failure that arrives in time', async () => {
    await expect(withTimeout(Promise.reject(new Error('404')), 1000, () => new Error('late'))).rejects.toThrow('404');
  });

  test('rejects with the time-out error once the deadline passes', async () => {
    const never = new Promise<string>(() => undefined);
    const result = withTimeout(never, 120_000, () => new Error('late'));
    jest.advanceTimersByTime(119_999);
    const settled = jest.fn();
    result.then(settled, settled);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await expect(result).rejects.toThrow('late');
  });
});
