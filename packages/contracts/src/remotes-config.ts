import { remoteNames, type RemoteName } from './remote-modules';

/** Spec section 7: a remote that has not loaded within 120 s has failed. */
export const defaultRemoteTimeoutMs = 120_000;

/**
 * The run-time manifest the shell reads before it renders (`/remotes.json`), written by the
 * shell's server from its environment, so a remote can move without rebuilding the shell.
 */
export interface RemotesConfig {
  /** Deadline for loading one remote module: entry, manifest and chunks together. */
  readonly timeoutMs: number;
  /** Where each remote's `remoteEntry.js` is: a path on the shell's origin or an absolute URL. */
  readonly remotes: Readonly<Record<RemoteName, string>>;
}

export class RemotesConfigError extends Error {
  override readonly name = 'RemotesConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks a parsed `remotes.json`; throws a RemotesConfigError naming the first bad field. */
export function parseRemotesConfig(value: unknown): RemotesConfig {
  if (!isRecord(value)) throw new RemotesConfigError('remotes config must be an object');
  const { timeoutMs, remotes } = value;
  if (typeof timeoutMs !== 'number' || !Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new RemotesConfigError('timeoutMs must be a positive number');
  }
  if (!isRecord(remotes)) throw new RemotesConfigError('remotes must be an object');
  const entries = remoteNames.map((name): [RemoteName, string] => {
    const entry = remotes[name];
    if (typeof entry !== 'string' || entry.length === 0) {
      throw new RemotesConfigError(`remotes.${name} must be the URL of its remoteEntry.js`);
    }
    return [name, entry];
  });
  return { timeoutMs, remotes: Object.fromEntries(entries) as Record<RemoteName, string> };
}
