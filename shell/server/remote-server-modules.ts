import { createRequire } from 'node:module';
import vm from 'node:vm';
import { satisfies } from 'semver';
import {
  integrityOf,
  isServerShared,
  remotePublicPathRequest,
  type ServerBundlesManifest,
} from '@inklined/server-kit/server-bundles';
import { exposedNameOf, remoteOf, type RemoteModuleId, type RemoteName } from '@inklined/contracts/remote-modules';
import { boundedCache, cachedLoad } from './bounded-cache';
import { isTrustedBundleUrl } from './remote-server-module-url';

/** Which release of a remote the server renders with now. */
export interface ServerRelease {
  /** Its server bundles' folder, e.g. http://127.0.0.1:3002/ssr/. */
  readonly bundlesUrl: string;
  /** The hash its bundles.json must have (its build's ssr/pin.txt); none: it is not run. */
  readonly pin: string | undefined;
  /** Where the browser loads its files from: the folder of its remoteEntry.js (`/mf/careers/`). */
  readonly publicPath: string;
}

export interface RemoteServerModulesOptions {
  readonly release: (name: RemoteName) => ServerRelease;
  /** The file whose node_modules provide the shared libraries (the shell's server bundle). */
  readonly sharedFrom: string;
  /** How long a fetch of a bundle may take before the page is sent without that part. */
  readonly timeoutMs: number;
  /** How long a loaded module is used before the remote is asked again (a redeploy shows then). */
  readonly maxAgeMs: number;
  /** How long a failed load is remembered, so a remote that is down costs no time on every page. */
  readonly failureMaxAgeMs: number;
}

function isBundlesManifest(value: unknown): value is ServerBundlesManifest {
  const bundles = (value as ServerBundlesManifest | undefined)?.bundles;
  return typeof bundles === 'object' && bundles !== null && Object.values(bundles).every((v) => typeof v === 'string');
}

/**
 * The server-side twin of the browser's federation runtime: loads the remotes' server bundles
 * (dist/ssr/<Exposed>.js, served beside remoteEntry.js) over HTTP from wherever the remotes are
 * configured, and evaluates them with a `require` that offers only the shared libraries, the same
 * share scope the browser has. Each remote keeps building and deploying on its own.
 *
 * A bundle is code this process runs, so it must be the release the configuration names: the
 * release's bundles.json must hash to the configured pin, and the bundle to its line there.
 * Loads are kept per release (folder and pin), so a switch to another release loads afresh.
 */
export function createRemoteServerModules(options: RemoteServerModulesOptions) {
  const requireShared = createRequire(options.sharedFrom);
  // A few releases of a handful of modules: bounded whatever the configuration goes through.
  const modules = boundedCache<Promise<unknown>>(64);
  const manifests = boundedCache<Promise<ServerBundlesManifest>>(16);

  const sharedOnly = (bundleUrl: string, publicPath: string) => (request: string) => {
    if (isServerShared(request)) return requireShared(request);
    if (request === remotePublicPathRequest) return publicPath;
    throw new Error(`${bundleUrl} requires "${request}", which the shell does not share`);
  };

  async function fetchText(url: string): Promise<string> {
    if (!isTrustedBundleUrl(url)) throw new Error(`${url} is neither HTTPS nor on loopback: not run on the server`);
    // No redirects: the bundle comes from the configured origin or not at all.
    const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs), redirect: 'error' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  }

  async function fetchManifest({ bundlesUrl, pin }: ServerRelease): Promise<ServerBundlesManifest> {
    const url = new URL('bundles.json', bundlesUrl).href;
    const text = await fetchText(url);
    if (integrityOf(text) !== pin) throw new Error(`${url} does not match the configured pin: not run on the server`);
    const manifest: unknown = JSON.parse(text);
    if (!isBundlesManifest(manifest)) throw new Error(`${url} lists no bundles`);
    // The browser refuses another major of a shared library (strictVersion); so does the server.
    for (const [pkg, range] of Object.entries(manifest.shared ?? {})) {
      if (!isServerShared(pkg)) continue;
      const { version } = requireShared(`${pkg}/package.json`) as { version: string };
      if (!satisfies(version, range)) {
        throw new Error(`${url}: the release needs ${pkg} ${range}, the shell has ${version}: not run on the server`);
      }
    }
    return manifest;
  }

  async function fetchAndEvaluate(id: RemoteModuleId, release: ServerRelease): Promise<unknown> {
    if (!release.pin) throw new Error(`${remoteOf(id)} has no server pin configured: not run on the server`);
    const manifest = await cachedLoad(
      manifests,
      `${release.bundlesUrl} ${release.pin}`,
      () => fetchManifest(release),
      options,
    );
    const file = `${exposedNameOf(id)}.js`;
    const expected = manifest.bundles[file];
    const url = new URL(file, release.bundlesUrl).href;
    if (!expected) throw new Error(`${url} is not in its release's bundles.json`);
    const code = await fetchText(url);
    if (integrityOf(code) !== expected) throw new Error(`${url} does not match its release's bundles.json`);
    const module: { exports: Record<string, unknown> } = { exports: {} };
    const factory = vm.runInThisContext(`(function (exports, require, module) {\n${code}\n})`, { filename: url });
    factory(module.exports, sharedOnly(url, release.publicPath), module);
    if (!module.exports.default) throw new Error(`${url} has no default export`);
    return module.exports.default;
  }

  return function loadRemoteServerModule(id: RemoteModuleId): Promise<unknown> {
    const release = options.release(remoteOf(id));
    const key = `${release.bundlesUrl} ${release.pin ?? ''} ${release.publicPath} ${id}`;
    return cachedLoad(modules, key, () => fetchAndEvaluate(id, release), options);
  };
}
