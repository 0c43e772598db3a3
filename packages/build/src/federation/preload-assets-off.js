// The shell's browser builds ask for @module-federation/runtime-core's utils/preload.js (from the
// runtime's remote/index.js and helpers.js) and get this module instead (client-config.ts). Its
// code preloads a remote's assets from the remote's snapshot, for `preloadRemote` alone, and no
// snapshot exists in this build (snapshot-handler-off.js says why): the page's preload hints come
// from the shell's server instead (shell/server). What is left is a clear error for a call that
// could never have worked here. docs/decisions/0026.
const off = () =>
  new Error('preloadRemote is off in this build: remotes are loaded by their entry, with snapshots off');

export function defaultPreloadArgs() {
  throw off();
}

export function normalizePreloadExposes() {
  throw off();
}

export function formatPreloadArgs() {
  throw off();
}

export async function preloadAssets() {
  throw off();
}
