/** Resolves in a new task of the browser's event loop, after what is queued now (input included). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Runs each step in a task of its own, in order, each once the one before has finished: the
 * site's start as several short tasks, between which the browser can paint and answer a tap, in
 * place of one long one (issue 38; docs/decisions/0052).
 */
export async function inTasksOfTheirOwn(steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
}
