import { exposedNameOf, remoteOf, type RemoteModuleId } from '@inklined/contracts/remote-modules';
import type { SiteConfig } from '@inklined/site-config/site-config';

/**
 * Where the shell's server fetches a remote's server bundle of one exposed module: `ssr/<Name>.js`
 * beside the remote's remoteEntry.js. A remote on the shell's own origin (`/mf/<name>/…`) is
 * asked directly at its own server, as the shell's proxy would.
 */
export function remoteServerModuleUrl(config: SiteConfig, id: RemoteModuleId): string {
  const name = remoteOf(id);
  const entry = config.remotes.remotes[name];
  const proxied = `/mf/${name}/`;
  const entryUrl = entry.startsWith(proxied)
    ? `${config.remoteOrigins[name]}/${entry.slice(proxied.length)}`
    : new URL(entry, `http://${config.host}:${config.ports.shell}`).href;
  return new URL(`ssr/${exposedNameOf(id)}.js`, entryUrl).href;
}
