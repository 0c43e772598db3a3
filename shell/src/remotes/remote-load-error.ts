import type { RemoteName } from '@inklined/contracts/remote-modules';

/** A remote's entry, chunk or config could not be loaded in time. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';

  constructor(
    readonly remote: RemoteName,
    detail: string,
    options?: ErrorOptions,
  ) {
    super(`Remote "${remote}" could not be loaded: ${detail}`, options);
  }
}

/**
 * The digest the prerender gives a part it left unrendered because its remote could not be
 * loaded. React hands the browser only this digest (never the server's message), so the browser
 * can tell an expected client-side render of that part from a hydration mismatch.
 */
export const remoteUnavailableDigest = 'inklined:remote-unavailable';

/** Whether a recoverable error of hydration is a remote part that could not be loaded, not a bug. */
export function isRemoteUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.cause instanceof RemoteLoadError || (error as { digest?: unknown }).digest === remoteUnavailableDigest;
}
