import { serverSharedPackages } from './shared-singletons';

/** `react`, `react/jsx-runtime`, `react-dom/static`, …: one name or a subpath of it. */
export function isServerShared(request: string): boolean {
  return serverSharedPackages.some((pkg) => request === pkg || request.startsWith(`${pkg}/`));
}

/**
 * webpack `externals` of the server bundles: the shared libraries are `require`d at run time
 * (from the shell server's node_modules) instead of bundled, so that every bundle renders with
 * one React and one emotion, and the theme context of the shell reaches the remotes' markup.
 */
export function serverExternals(
  { request }: { request?: string },
  callback: (error?: Error | null, result?: string) => void,
): void {
  if (request && isServerShared(request)) callback(null, `commonjs ${request}`);
  else callback();
}
