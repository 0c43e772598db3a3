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

/**
 * The site's start, the same steps in both builds' entries (shell/src/index.ts,
 * shell/standalone/index.ts): React, React DOM, the router and emotion, then `site` (a module that
 * evaluates the site's own modules and starts it). Each is an `import()` kept in the entry's file
 * (`webpackMode: "eager"`): no request is added.
 */
export function startInSteps(site: () => Promise<unknown>): Promise<void> {
  return inTasksOfTheirOwn([
    // React, then React DOM: CommonJS, whole whichever way they are imported.
    () => import(/* webpackMode: "eager" */ 'react'),
    () => import(/* webpackMode: "eager" */ 'react-dom/client'),
    () => import(/* webpackMode: "eager" */ './libraries'),
    site,
  ]);
}
