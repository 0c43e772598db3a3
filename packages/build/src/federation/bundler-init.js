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
  const instance = runtime.init(initOptions);
  if (instance?.sharedHandler) registerSharedOnce(instance.sharedHandler);
  return instance;
}

const handlersSeen = new WeakSet();

// runtime-core's initializeSharing registers every shared library of its app in the share scope
// "once per share scope", by a token it looks for in the caller's init scope; but loadShare and
// loadShareSync pass none, so each call starts from an empty one and registers them all again:
// every shared module an app consumes re-registered its ten, and the page's first load ran the
// registration some 280 times where 10 do. Registering again changes nothing here (each app's
// libraries are registered with strategy 'loaded-first', which a second registration never
// replaces), so the calls without an init scope of their own share one, kept per app, and stop at
// the token as the original means to. A container's own init passes its scope and is untouched.
// The same change is proposed upstream (module-federation/core#5062). docs/decisions/0062.
export function registerSharedOnce(sharedHandler) {
  if (handlersSeen.has(sharedHandler)) return;
  handlersSeen.add(sharedHandler);
  const initializeSharing = sharedHandler.initializeSharing;
  const initScope = [];
  sharedHandler.initializeSharing = function (shareScopeName, extraOptions) {
    if (extraOptions?.initScope || extraOptions?.from === 'build') {
      return initializeSharing.call(this, shareScopeName, extraOptions);
    }
    return initializeSharing.call(this, shareScopeName, { ...extraOptions, initScope });
  };
}
