import { afterEach, expect, jest, test } from '@jest/globals';
import { inTasksOfTheirOwn, nextTask } from './in-tasks';

afterEach(() => {
  jest.useRealTimers();
});

test('each step runs in a task of its own, in order, once the one before has finished', async () => {
  jest.useFakeTimers();
  const ran: string[] = [];
  let firstDone!: () => void;
  const started = inTasksOfTheirOwn([
    () =>
      new Promise<void>((resolve) => {
        ran.push('first');
        firstDone = resolve;
      }),
    async () => {
      ran.push('second');
    },
  ]);
  // Nothing runs in the task that asked for the steps.
  await Promise.resolve();
  expect(ran).toEqual([]);
  await jest.advanceTimersToNextTimerAsync();
  expect(ran).toEqual(['first']);
  // The second waits for the first to finish, then for a task of its own.
  await jest.advanceTimersToNextTimerAsync();
  expect(ran).toEqual(['first']);
  firstDone();
  await Promise.resolve();
  expect(ran).toEqual(['first']);
  await jest.advanceTimersToNextTimerAsync();
  await started;
  expect(ran).toEqual(['first', 'second']);
});

test('a step that fails stops the ones after it, and the failure reaches the caller', async () => {
  const ran: string[] = [];
  await expect(
    inTasksOfTheirOwn([
      () => Promise.reject(new Error('could not start')),
      async () => {
        ran.push('after');
      },
    ]),
  ).rejects.toThrow('could not start');
  expect(ran).toEqual([]);
});

test('nextTask resolves after the tasks already queued', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('queued before'));
  await nextTask();
  order.push('next task');
  expect(order).toEqual(['queued before', 'next task']);
});
