/**
 * The global where the shell counts, per app, the loads of that app's files that failed. Every
 * build's chunk URLs carry the count as `?attempt=N` once it is not zero (packages/build's
 * RetryChunkUrlsPlugin), so a Retry fetches the files anew (docs/decisions/0020).
 */
export const loadAttemptsGlobal = '__inklinedLoadAttempts';

export type LoadAttempts = Record<string, number>;

/** The counts, created on first use. */
export function loadAttempts(): LoadAttempts {
  const scope = globalThis as unknown as Record<string, LoadAttempts | undefined>;
  scope[loadAttemptsGlobal] ??= {};
  return scope[loadAttemptsGlobal];
}
