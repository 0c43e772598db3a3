/* global FEDERATION_BUILD_IDENTIFIER */
// Every remote's production browser build asks for @module-federation/webpack-bundler-runtime
// (the glue between webpack's runtime and the federation runtime) and gets this module instead
// (client-config.ts). The glue is functions of the container they are given, so the remote takes
// the shell's copy, which the shell puts on the global object before any entry runs
// (shell/src/remotes/federation-runtime.ts). What holds a container's state stays the remote's
// own: the objects below, new for each remote, and its federation instance, made by `init`.
// (docs/decisions/0023 measures what every remoteEntry.js saves.)
import {
  CurrentGlobal,
  ModuleFederation,
  getGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

const fromShell = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!fromShell) {
  throw new Error('This remote entry runs inside the Critically Inklined shell, which provides its federation runtime');
}

/**
 * What the bundler runtime asks of the `runtime` package: `init` (init.js; getSharedFallbackGetter.js
 * would ask for `getRemoteEntry`, for tree-shaken shared fallbacks, which this site does not build).
 * `init` is @module-federation/runtime 2.9.2's, without the module-level instance its top-level
 * API keeps, which no remote calls: the shell's copy of that package keeps the shell's instance,
 * so a remote cannot use it, and its own copy would cost more than this one function (0030).
 * federation.spec.ts loads every remote through it.
 */
function init(options) {
  const buildId = typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';
  const { name, version } = options;
  const existing = CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    (instance) =>
      (buildId && instance.options.id === buildId) ||
      (instance.options.name === name && (version ? instance.options.version === version : !instance.options.version)),
  );
  const normalized = { ...options, id: options.id || '' };
  if (existing) {
    existing.initOptions(normalized);
    return existing;
  }
  const Federation = getGlobalFederationConstructor() || ModuleFederation;
  const instance = new Federation({ id: `${name}@${version || Date.now()}`, ...normalized });
  setGlobalFederationInstance(instance);
  return instance;
}

const runtime = { init };
// A remote loads no remotes (disableRemote): its container never asks for `remotes`.
const bundlerRuntime = { ...fromShell.bundlerRuntime, remotes: undefined, S: {} };
const attachShareScopeMap = fromShell.attachShareScopeMap;
const bundlerRuntimeOptions = {};
const instance = undefined;
const initOptions = undefined;

// The package's exports, as its index.js and bundler.js have them.
export { attachShareScopeMap, bundlerRuntime, bundlerRuntimeOptions, initOptions, instance, runtime };
export default { runtime, instance, initOptions, bundlerRuntime, attachShareScopeMap, bundlerRuntimeOptions };
