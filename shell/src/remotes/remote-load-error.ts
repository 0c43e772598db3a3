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
