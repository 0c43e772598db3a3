import type { RemoteName } from '@inklined/contracts/remote-modules';
import type { SiteConfig } from '@inklined/site-config/site-config';
import type { RemotesState } from './remotes-state';

/** What locating a remote's files on the server side needs of the site's configuration. */
export type RemoteServerLocations = Pick<SiteConfig, 'host' | 'ports'>;

/**
 * Where the shell's server fetches a file of a remote's release: `file` beside the remote's
 * remoteEntry.js. A remote on the shell's own origin (`/mf/<name>/…`) is asked directly at its
 * own server, as the shell's proxy would.
 */
export function remoteFileUrl(
  config: RemoteServerLocations,
  state: Pick<RemotesState, 'remotes' | 'origins'>,
  name: RemoteName,
  file: string,
): string {
  const entry = state.remotes.remotes[name];
  const proxied = `/mf/${name}/`;
  const entryUrl = entry.startsWith(proxied)
    ? `${state.origins[name]}/${entry.slice(proxied.length)}`
    : new URL(entry, `http://${config.host}:${config.ports.shell}`).href;
  return new URL(file, entryUrl).href;
}

/**
 * Where the browser loads a remote's files from: the folder of its remoteEntry.js as the browser
 * is told it (`/mf/careers/`, or a CDN's `https://…/careers/v7/`), which its browser build's
 * public path ('auto') becomes; its server bundles put their assets' URLs under the same.
 */
export function remotePublicPath(state: Pick<RemotesState, 'remotes'>, name: RemoteName): string {
  const entry = state.remotes.remotes[name];
  return entry.startsWith('/') ? entry.slice(0, entry.lastIndexOf('/') + 1) : new URL('./', entry).href;
}

/** Where the shell's server fetches a remote's server bundles: `ssr/` beside its remoteEntry.js. */
export function remoteServerBundlesUrl(
  config: RemoteServerLocations,
  state: Pick<RemotesState, 'remotes' | 'origins'>,
  name: RemoteName,
): string {
  return remoteFileUrl(config, state, name, 'ssr/');
}

const loopback = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/** A URL's hostname on this machine's loopback (as URL.hostname writes it: `[::1]` in brackets). */
export const isLoopbackHost = (hostname: string) => loopback.test(hostname);

/**
 * The shell's server runs a remote's server bundle in its own process, so it takes one only over
 * HTTPS, or plain HTTP on this machine's loopback (where nobody can alter it on the way).
 */
export function isTrustedBundleUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || (protocol === 'http:' && isLoopbackHost(hostname));
}
