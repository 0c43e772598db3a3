import {
  CurrentGlobal,
  getGlobalFederationConstructor,
  ModuleFederation,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

/**
 * What a remote's entry reads of the runtime from the global object: the four names
 * packages/build/src/federation/remote-bundler-runtime.js imports from
 * `@module-federation/runtime-core` (the remote's build makes that package this global). The whole
 * module (`import * as`) kept every export of the package in the shell's main.js, whatever no
 * page runs.
 */
const runtimeCore = { CurrentGlobal, getGlobalFederationConstructor, ModuleFederation, setGlobalFederationInstance };

/** What a remote's entry reads of the bundler runtime from the global object (the same module). */
interface SharedBundlerRuntime {
  readonly bundlerRuntime: typeof bundlerRuntime;
  readonly attachShareScopeMap: typeof attachShareScopeMap;
}

/**
 * The remotes' entries are built without a federation runtime of their own
 * (`experiments.externalRuntime`, packages/build/src/client-config.ts): they read the runtime
 * from the global `_FEDERATION_RUNTIME_CORE`, and the glue between webpack and the runtime (the
 * bundler runtime's functions) from `_FEDERATION_BUNDLER_RUNTIME`. This gives them the shell's,
 * the same modules the shell's own federation runs on, so a page holds one runtime and one
 * instance of its state. The shell has no container of its own, so its build leaves out the
 * function that starts one: it is added here for the remotes.
 * It runs before any remote's entry can: entries are executed by the runtime's loads, which
 * start after the shell's own code (preloads only fetch them).
 */
export function shareFederationRuntime(): void {
  const global = globalThis as {
    _FEDERATION_RUNTIME_CORE?: typeof runtimeCore;
    _FEDERATION_BUNDLER_RUNTIME?: SharedBundlerRuntime;
  };
  global._FEDERATION_RUNTIME_CORE = runtimeCore;
  global._FEDERATION_BUNDLER_RUNTIME = {
    bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
    attachShareScopeMap,
  };
}
