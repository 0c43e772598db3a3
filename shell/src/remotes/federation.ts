import type { RemoteModuleId, RemoteModules, RemoteName } from '@inklined/contracts/remote-modules';
import { remoteNames, remoteOf } from '@inklined/contracts/remote-modules';
import { loadAttempts } from '@inklined/contracts/load-attempts';
import { defaultRemoteTimeoutMs, parseRemotesConfig, type RemotesConfig } from '@inklined/contracts/remotes-config';
import {
  getInstance,
  loadRemote,
  registerPlugins,
  registerRemotes,
  satisfy,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { shareFederationRuntime } from './federation-runtime';
import { inlineRemotesConfig } from './inline-config';
import { RemoteLoadError } from './remote-load-error';
import { withTimeout } from './with-timeout';

let config: Promise<RemotesConfig> | undefined;
/**
 * Remotes whose last load failed. The next load starts from nothing of what the failure left:
 * the remote is registered afresh (the runtime drops its container, its cached entry load and
 * its module cache) under a new query string for its entry, and every chunk URL of its build
 * carries the count of failures (packages/build's RetryChunkUrlsPlugin), so no file comes from
 * a failed preload, a failed script or a request still in flight.
 */
const staleRemotes = new Set<RemoteName>();

/** The preload hints and script elements of a remote's files: a failed one is never reused. */
function dropElementsOf(entry: string): void {
  const base = new URL('.', entry).href;
  for (const element of document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
    'link[rel="preload"][href], script[src]',
  )) {
    const url = element instanceof HTMLLinkElement ? element.href : element.src;
    if (url.startsWith(base)) element.remove();
  }
}

/**
 * The federation runtime's own script time-out is 20 s and its manifest fetch has none; both
 * follow the configured deadline instead (REMOTE_TIMEOUT_MS, spec section 7's 120 s by default).
 * A chunk's time-out is the build's `output.chunkLoadTimeout` (the spec's 120 s), which webpack
 * writes into each app's runtime and no configuration moves at run time.
 */
function timeoutPlugin(timeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'inklined-load-timeout',
    createScript: () => ({ timeout: timeoutMs }),
    fetch: (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
  };
}

function entryUrl(loaded: RemotesConfig, name: RemoteName): string {
  return new URL(loaded.remotes[name], window.location.href).href;
}

/** The page's own copy of the configuration when the server wrote one, else /remotes.json. */
async function readRemotesConfig(): Promise<unknown> {
  const inline = inlineRemotesConfig();
  if (inline !== undefined) return inline;
  const response = await fetch('/remotes.json', {
    cache: 'no-store',
    signal: AbortSignal.timeout(defaultRemoteTimeoutMs),
  });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return response.json();
}

async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const loaded = parseRemotesConfig(await readRemotesConfig());
  registerPlugins([timeoutPlugin(loaded.timeoutMs)]);
  registerRemotes(remoteNames.map((name) => ({ name, entry: entryUrl(loaded, name) })));
  return loaded;
}

function remotesConfig(): Promise<RemotesConfig> {
  if (!config) {
    config = fetchRemotesConfig();
    // A failed read is not kept: the next load (a Retry) asks again.
    config.catch(() => {
      config = undefined;
    });
  }
  return config;
}

/**
 * Gives the remotes the shell's federation runtime, and starts reading /remotes.json so that the
 * first page does not wait for it after rendering.
 */
export function startFederation(): void {
  shareFederationRuntime();
  remotesConfig().catch(() => undefined);
}

/**
 * What a remote requires of a shared library that the copy the page runs does not give it, if
 * anything. The version policy (docs/decisions/0002) refuses another major: the runtime does so
 * when a module asks for that library, and this refuses the remote as a whole, also where the
 * modules it has run so far never asked (a page of plain JSX), so it never half-works.
 */
export function unmetSharedRequirement(remote: RemoteName): string | undefined {
  const scopes = getInstance()?.shareScopeMap ?? {};
  for (const packages of Object.values(scopes)) {
    for (const [pkg, versions] of Object.entries(packages)) {
      const running = Object.values(versions).find((shared) => shared.loaded || shared.lib)?.version;
      if (!running) continue;
      for (const shared of Object.values(versions)) {
        const { requiredVersion, strictVersion, singleton } = shared.shareConfig;
        if (shared.from !== remote || !singleton || !strictVersion || typeof requiredVersion !== 'string') continue;
        if (!satisfy(running, requiredVersion)) return `${pkg} ${requiredVersion}, and the site runs ${running}`;
      }
    }
  }
  return undefined;
}

/** Loads one exposed module's default export within the configured deadline. */
export async function loadRemoteModule<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> {
  const remote = remoteOf(id);
  try {
    const loaded = await remotesConfig();
    if (staleRemotes.delete(remote)) {
      const entry = new URL(entryUrl(loaded, remote));
      dropElementsOf(entry.href);
      entry.searchParams.set('retry', String(loadAttempts()[remote]));
      registerRemotes([{ name: remote, entry: entry.href }], { force: true });
    }
    const module = await withTimeout(
      loadRemote<{ default: RemoteModules[K] }>(id),
      loaded.timeoutMs,
      () => new RemoteLoadError(remote, `no answer within ${loaded.timeoutMs} ms`),
    );
    if (!module?.default) throw new RemoteLoadError(remote, `${id} has no default export`);
    const unmet = unmetSharedRequirement(remote);
    if (unmet) throw new RemoteLoadError(remote, `it was built for ${unmet}`);
    return module.default;
  } catch (error) {
    const attempts = loadAttempts();
    attempts[remote] = (attempts[remote] ?? 0) + 1;
    staleRemotes.add(remote);
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, String(error), { cause: error });
  }
}
