import type { RemoteName } from '@inklined/contracts/remote-modules';
import type { RemotesConfig } from '@inklined/contracts/remotes-config';
import type { SiteConfig } from '@inklined/site-config/site-config';

/**
 * Which release of each remote the site uses now: the one object that the /mf/ forwarding, the
 * server bundles, the preloads, the page's inline configuration and /readyz all read, so a change
 * of the remotes file reaches every one of them at once (shell/server/live-remotes.ts).
 */
export interface RemotesState {
  /** What the browser is told (/remotes.json, the page's inline configuration). */
  readonly remotes: RemotesConfig;
  /** Where /mf/<name>/ forwards to: the remote's own server. */
  readonly origins: Readonly<Record<RemoteName, string>>;
  readonly serverPins: Readonly<Record<RemoteName, string | undefined>>;
  /** Changes whenever the state does: what a page rendered with the old one is keyed under. */
  readonly generation: number;
}

/** The environment's releases, as the shell starts without a remotes file. */
export function remotesStateOf(config: SiteConfig): RemotesState {
  return { remotes: config.remotes, origins: config.remoteOrigins, serverPins: config.serverPins, generation: 0 };
}
