import { jest } from '@jest/globals';
import { act } from '@testing-library/react';

/**
 * Lets what a click started finish (react-hook-form validates asynchronously, the email client
 * awaits the network), with real or fake timers.
 */
export async function settle(): Promise<void> {
  const fakeTimers = typeof (setTimeout as unknown as { clock?: unknown }).clock === 'object';
  await act(async () => {
    if (fakeTimers) await jest.advanceTimersByTimeAsync(0);
    else await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
