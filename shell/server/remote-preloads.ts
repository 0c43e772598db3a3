import { exposedNameOf, remoteOf, type RemoteModuleId, type RemoteName } from '@inklined/contracts/remote-modules';
import type { SiteConfig } from '@inklined/site-config/site-config';
import { isTrustedBundleUrl, remoteServerBundlesUrl } from './remote-server-module-url';

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

interface CachedManifest {
  readonly load: Promise<Manifest | undefined>;
  readonly expiresAt: number;
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
export function createRemotePreloads(config: SiteConfig, options: RemotePreloadsOptions) {
  // Bounded by the contract: one entry per remote.
  const manifests = new Map<RemoteName, CachedManifest>();

  async function fetchManifest(name: RemoteName): Promise<Manifest | undefined> {
    const url = new URL('../mf-manifest.json', remoteServerBundlesUrl(config, name)).href;
    if (!isTrustedBundleUrl(url)) return undefined;
    const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs), redirect: 'error' });
    if (!response.ok) return undefined;
    const manifest: unknown = await response.json();
    return isManifest(manifest) ? manifest : undefined;
  }

  function manifestOf(name: RemoteName): Promise<Manifest | undefined> {
    const now = Date.now();
    const cached = manifests.get(name);
    if (cached && cached.expiresAt > now) return cached.load;
    const load = fetchManifest(name).catch(() => undefined);
    const entry = { load, expiresAt: now + options.maxAgeMs };
    manifests.set(name, entry);
    void load.then((manifest) => {
      if (!manifest) manifests.set(name, { load, expiresAt: Date.now() + options.failureMaxAgeMs });
    });
    return load;
  }

  /** The URLs, as the browser asks for them, of what the modules `ids` need to start. */
  return async function preloadsFor(ids: readonly RemoteModuleId[]): Promise<string[]> {
    const urls = new Set<string>();
    for (const id of ids) {
      const name = remoteOf(id);
      const manifest = await manifestOf(name);
      const expose = manifest?.exposes.find((candidate) => candidate.name === exposedNameOf(id));
      if (!expose) continue;
      const entry = config.remotes.remotes[name];
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
