// The shell's browser builds ask for @module-federation/webpack-bundler-runtime's init.js (from the
// bundler runtime's index.js) and get this module instead (client-config.ts); each remote's entry
// calls it too, through the shell's bundler runtime (remote-bundler-runtime.js). The original adds
// a runtime plugin for the plugin's tree-shaken sharing, which swaps a shared library's getter
// for a separately built fallback when `federation.sharedFallback` is set; no app here builds one
// (shared-fallback-off.js), so the plugin returned every init's arguments unchanged. What is left
// is the original's: check the options, start the runtime. docs/decisions/0026.
export function init({ webpackRequire }) {
  const { initOptions, runtime, sharedFallback } = webpackRequire.federation;
  if (!initOptions) throw new Error('initOptions is required!');
  if (sharedFallback) {
    throw new Error('Tree-shaken sharing is off in this build: no shared fallbacks are built');
  }
  return runtime.init(initOptions);
}
