// The shell's browser builds ask for @module-federation/webpack-bundler-runtime's
// getSharedFallbackGetter.js (from the bundler runtime's index.js and init.js) and get this module
// instead (client-config.ts). The original fetches a shared library's separately built fallback
// when the plugin's tree-shaken sharing (`shared[…].treeShaking`) made one; no app here does, so
// `federation.sharedFallback` is never set and the original's answer is always the library's own
// factory, which is this module's. Should an app turn that on, its build gets an error that says
// so instead of a silent difference. docs/decisions/0026.
export function getSharedFallbackGetter({ shareKey, factory, webpackRequire }) {
  if (webpackRequire.federation.sharedFallback) {
    throw new Error(`Tree-shaken sharing (${shareKey}) is off in this build: no shared fallbacks are built`);
  }
  return factory;
}
