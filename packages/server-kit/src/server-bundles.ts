import { createHash } from 'node:crypto';
import { singletonPackages } from '@inklined/contracts/shared-singletons';

/**
 * What a remote's build promises the shell's server about its server bundles, and how the server
 * checks it (docs/decisions/0017): the build writes it (packages/build), the shell reads it.
 */

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

/**
 * On the server the singletons are shared too, minus our workspace packages: those are TypeScript
 * sources that each server bundle compiles in (they hold no state a prerender needs to share).
 */
export const serverSharedPackages: readonly string[] = singletonPackages.filter((pkg) => !pkg.startsWith('@inklined/'));

/** `react`, `react/jsx-runtime`, `react-dom/static`, …: one name or a subpath of it. */
export function isServerShared(request: string): boolean {
  return serverSharedPackages.some((pkg) => request === pkg || request.startsWith(`${pkg}/`));
}

/**
 * What a remote's server bundle `require`s for where the browser loads the remote's files from
 * (the folder of its remoteEntry.js, as the shell's configuration names it): the shell's server
 * answers it, so a photo or any asset of the remote has the same URL in the server's HTML as in
 * the browser's build, whose public path is where its entry was loaded from.
 */
export const remotePublicPathRequest = '@inklined/remote-public-path';
