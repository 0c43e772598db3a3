import { createHash } from 'node:crypto';

/** `sha256-<base64>`, as Subresource Integrity writes a hash. */
export function integrityOf(content: string | Buffer): string {
  return `sha256-${createHash('sha256').update(content).digest('base64')}`;
}

/** What a remote's `ssr/bundles.json` says: the hash of each server bundle of its release. */
export interface ServerBundlesManifest {
  readonly bundles: Readonly<Record<string, string>>;
  /** The range of each shared library the release was built to run with (shared-singletons.ts). */
  readonly shared?: Readonly<Record<string, string>>;
}

/** Where a remote's build writes the pin of its server bundles (the hash of bundles.json). */
export const serverPinFile = 'pin.txt';
