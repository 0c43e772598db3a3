import { createRequire } from 'node:module';
import vm from 'node:vm';
import { isServerShared } from '@inklined/build/server-externals';
import type { RemoteModuleId } from '@inklined/contracts/remote-modules';
import { isTrustedBundleUrl } from './remote-server-module-url';

export interface RemoteServerModulesOptions {
  /** Where a remote's server bundle of one exposed module is, e.g. http://127.0.0.1:3001/ssr/HomePage.js. */
  readonly moduleUrl: (id: RemoteModuleId) => string;
  /** The file whose node_modules provide the shared libraries (the shell's server bundle). */
  readonly sharedFrom: string;
  /** How long a fetch of a bundle may take before the page is sent without that part. */
  readonly timeoutMs: number;
  /** How long a loaded module is used before the remote is asked again (a redeploy shows then). */
  readonly maxAgeMs: number;
  /** How long a failed load is remembered, so a remote that is down costs no time on every page. */
  readonly failureMaxAgeMs: number;
}

interface CachedLoad {
  readonly load: Promise<unknown>;
  expiresAt: number;
}

/**
 * The server-side twin of the browser's federation runtime: loads the remotes' server bundles
 * (dist/ssr/<Exposed>.js, served beside remoteEntry.js) over HTTP from wherever the remotes are
 * configured, and evaluates them with a `require` that offers only the shared libraries, the same
 * share scope the browser has. Each remote keeps building and deploying on its own.
 */
export function createRemoteServerModules(options: RemoteServerModulesOptions) {
  const requireShared = createRequire(options.sharedFrom);
  // Bounded by the contract: one entry per exposed module id, whatever the requests ask for.
  const cache = new Map<RemoteModuleId, CachedLoad>();

  const sharedOnly = (bundleUrl: string) => (request: string) => {
    if (isServerShared(request)) return requireShared(request);
    throw new Error(`${bundleUrl} requires "${request}", which the shell does not share`);
  };

  async function fetchAndEvaluate(id: RemoteModuleId): Promise<unknown> {
    const url = options.moduleUrl(id);
    if (!isTrustedBundleUrl(url)) throw new Error(`${url} is neither HTTPS nor on loopback: not run on the server`);
    // No redirects: the bundle comes from the configured origin or not at all.
    const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs), redirect: 'error' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const code = await response.text();
    const module: { exports: Record<string, unknown> } = { exports: {} };
    const factory = vm.runInThisContext(`(function (exports, require, module) {\n${code}\n})`, { filename: url });
    factory(module.exports, sharedOnly(url), module);
    if (!module.exports.default) throw new Error(`${url} has no default export`);
    return module.exports.default;
  }

  return function loadRemoteServerModule(id: RemoteModuleId): Promise<unknown> {
    const now = Date.now();
    const cached = cache.get(id);
    if (cached && cached.expiresAt > now) return cached.load;
    const entry: CachedLoad = { load: fetchAndEvaluate(id), expiresAt: now + options.maxAgeMs };
    entry.load.catch(() => {
      entry.expiresAt = Date.now() + options.failureMaxAgeMs;
    });
    cache.set(id, entry);
    return entry.load;
  };
}
