import { exposedNameOf, remoteOf, type RemoteModuleId } from '@inklined/contracts/remote-modules';
import { boundedCache, cachedLoad } from './bounded-cache';
import { isTrustedBundleUrl, remoteServerBundlesUrl, type RemoteServerLocations } from './remote-server-module-url';
import type { RemotesState } from './remotes-state';

/** What the prerender reads of a remote's mf-manifest.json: each exposed module's start-up files. */
interface Manifest {
  readonly exposes: ReadonlyArray<{
    readonly name: string;
    readonly assets: { readonly js: { readonly sync: readonly string[] } };
  }>;
}

function isManifest(value: unknown): value is Manifest {
  return Array.isArray((value as Manifest | undefined)?.exposes);
}

export interface RemotePreloadsOptions {
  readonly timeoutMs: number;
  readonly maxAgeMs: number;
  readonly failureMaxAgeMs: number;
}

/**
 * The files the browser will need for the remote modules a page rendered: each remote's entry
 * and the start-up chunks of its modules, read from the remote's mf-manifest.json (beside its
 * entry). Named in the page as preloads, they load in parallel with the shell's own script
 * instead of one after another once it runs (docs/decisions/0015).
 */
export function createRemotePreloads(
  config: RemoteServerLocations,
  remotes: () => RemotesState,
  options: RemotePreloadsOptions,
) {
  // Per manifest URL, so a remote switched to another release is read afresh; a few releases each.
  const manifests = boundedCache<Promise<Manifest>>(16);

  async function fetchManifest(url: string): Promise<Manifest> {
    if (!isTrustedBundleUrl(url)) throw new Error(`${url} is neither HTTPS nor on loopback`);
    const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs), redirect: 'error' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const manifest: unknown = await response.json();
    if (!isManifest(manifest)) throw new Error(`${url} is not a federation manifest`);
    return manifest;
  }

  /** A remote without a readable manifest only gets no preloads: the page works without them. */
  const manifestOf = (url: string): Promise<Manifest | undefined> =>
    cachedLoad(manifests, url, () => fetchManifest(url), options).catch(() => undefined);

  /** The URLs, as the browser asks for them, of what the modules `ids` need to start. */
  return async function preloadsFor(ids: readonly RemoteModuleId[]): Promise<string[]> {
    const urls = new Set<string>();
    const now = remotes();
    for (const id of ids) {
      const name = remoteOf(id);
      const manifest = await manifestOf(new URL('../mf-manifest.json', remoteServerBundlesUrl(config, now, name)).href);
      const expose = manifest?.exposes.find((candidate) => candidate.name === exposedNameOf(id));
      if (!expose) continue;
      const entry = now.remotes.remotes[name];
      urls.add(entry);
      // The entry is a path on the site's origin or an absolute URL; chunks sit beside it.
      const base = new URL(entry, 'http://site.invalid');
      for (const file of expose.assets.js.sync) {
        const chunk = new URL(file, base);
        urls.add(chunk.origin === 'http://site.invalid' ? chunk.pathname : chunk.href);
      }
    }
    return [...urls];
  };
}
