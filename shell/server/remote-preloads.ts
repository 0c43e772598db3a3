import { exposedNameOf, remoteOf, type RemoteModuleId } from '@inklined/contracts/remote-modules';
import type { RemotesConfig } from '@inklined/contracts/remotes-config';
import { BoundedCache } from './bounded-cache';
import { isTrustedBundleUrl, remoteServerBundlesUrl, type RemoteServerLocations } from './remote-server-module-url';

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
  remotes: () => RemotesConfig,
  options: RemotePreloadsOptions,
) {
  // Per manifest URL, so a remote switched to another release is read afresh; a few releases each.
  const manifests = new BoundedCache<Promise<Manifest | undefined>>(16);

  async function fetchManifest(url: string): Promise<Manifest | undefined> {
    if (!isTrustedBundleUrl(url)) return undefined;
    const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs), redirect: 'error' });
    if (!response.ok) return undefined;
    const manifest: unknown = await response.json();
    return isManifest(manifest) ? manifest : undefined;
  }

  function manifestOf(url: string): Promise<Manifest | undefined> {
    const cached = manifests.get(url);
    if (cached) return cached;
    const load = fetchManifest(url).catch(() => undefined);
    manifests.set(url, load, options.maxAgeMs);
    void load.then((manifest) => {
      if (!manifest) manifests.set(url, load, options.failureMaxAgeMs);
    });
    return load;
  }

  /** The URLs, as the browser asks for them, of what the modules `ids` need to start. */
  return async function preloadsFor(ids: readonly RemoteModuleId[]): Promise<string[]> {
    const urls = new Set<string>();
    const now = remotes();
    for (const id of ids) {
      const name = remoteOf(id);
      const manifest = await manifestOf(new URL('../mf-manifest.json', remoteServerBundlesUrl(config, now, name)).href);
      const expose = manifest?.exposes.find((candidate) => candidate.name === exposedNameOf(id));
      if (!expose) continue;
      const entry = now.remotes[name];
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
