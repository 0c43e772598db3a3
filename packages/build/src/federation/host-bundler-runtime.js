// The shell's production browser build asks for @module-federation/webpack-bundler-runtime's
// index.js (the glue between webpack's runtime and the federation runtime) and gets this module
// instead (client-config.ts): the same object, with the `runtime` package as the one function the
// glue calls of it, `init` (bundler-init.js), where the original's `import * as runtime` kept
// every export of that package in main.js, whatever no page calls. docs/decisions/0026.
import { init as runtimeInit } from '@module-federation/runtime';
import { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js';
import { consumes } from '@module-federation/webpack-bundler-runtime/dist/consumes.js';
import { getSharedFallbackGetter } from '@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js';
import { init } from '@module-federation/webpack-bundler-runtime/dist/init.js';
import { initializeSharing } from '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js';
import { installInitialConsumes } from '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js';
import { remotes } from '@module-federation/webpack-bundler-runtime/dist/remotes.js';

export { attachShareScopeMap };

// The shell's bundler runtime as the original index.js makes it for a host that shares modules
// and loads remotes: no container of its own (initContainerEntry is added for the remotes by
// shell/src/remotes/federation-runtime.ts).
export const bundlerRuntime = {
  remotes,
  consumes,
  I: initializeSharing,
  S: {},
  installInitialConsumes,
  initContainerEntry: undefined,
  init,
  getSharedFallbackGetter,
};

export const runtime = { init: runtimeInit };

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export const instance = federation.instance;
export const initOptions = federation.initOptions;
export const bundlerRuntimeOptions = federation.bundlerRuntimeOptions;
export default federation;
