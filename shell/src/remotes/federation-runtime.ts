import * as runtimeCore from '@module-federation/runtime-core';

/**
 * The remotes' entries are built without a federation runtime of their own
 * (`experiments.externalRuntime`, packages/build/src/client-config.ts): they read the runtime
 * from the global `_FEDERATION_RUNTIME_CORE`. This gives them the shell's, the same module the
 * shell's own federation runs on, so a page holds one runtime and one instance of its state.
 * It runs before any remote's entry can: entries are executed by the runtime's loads, which
 * start after the shell's own code (preloads only fetch them).
 */
export function shareFederationRuntime(): void {
  (globalThis as { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore })._FEDERATION_RUNTIME_CORE = runtimeCore;
}
