/**
 * Resolves once `check` holds, looking again every `everyMs`: for a condition that has no event
 * to await (a file written by another process, a count a server keeps). No deadline of its own:
 * the test's time-out is the bound, so a slower machine only waits longer.
 */
export async function until(check: () => boolean | Promise<boolean>, everyMs = 20): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, everyMs));
}
