import { isServerShared, remotePublicPathRequest } from '@inklined/server-kit/server-bundles';

/**
 * webpack `externals` of the server bundles: the shared libraries are `require`d at run time
 * (from the shell server's node_modules) instead of bundled, so that every bundle renders with
 * one React and one emotion, and the theme context of the shell reaches the remotes' markup.
 * A remote's public path comes from there too (remotePublicPathRequest).
 */
export function serverExternals(
  { request }: { request?: string },
  callback: (error?: Error | null, result?: string) => void,
): void {
  if (request && (isServerShared(request) || request === remotePublicPathRequest))
    callback(null, `commonjs ${request}`);
  else callback();
}
