// The shell's production browser builds ask for @module-federation/sdk's env.js (from the sdk's
// index.js and logger.js) and get this module instead (client-config.ts). The original's
// `isDebugMode` reads `localStorage.FEDERATION_DEBUG` as the runtime starts, which is the page's
// only use of storage, and opening storage costs the entry's task a few milliseconds of a first
// load (docs/decisions/0053). Here the runtime's debugging is off unless the build or the process
// turns it on; in a browser, a developer turns it on in the development build (`npm run dev`),
// which keeps the original. Everything else is the original's.

/* global ENV_TARGET, FEDERATION_DEBUG, window, navigator, process */
export const isBrowserEnvValue =
  typeof ENV_TARGET !== 'undefined'
    ? ENV_TARGET === 'web'
    : typeof window !== 'undefined' && typeof window.document !== 'undefined';

export function isBrowserEnv() {
  return isBrowserEnvValue;
}

export function isReactNativeEnv() {
  return typeof navigator !== 'undefined' && navigator?.product === 'ReactNative';
}

export function isDebugMode() {
  if (typeof process !== 'undefined' && process.env && process.env['FEDERATION_DEBUG']) {
    return Boolean(process.env['FEDERATION_DEBUG']);
  }
  return typeof FEDERATION_DEBUG !== 'undefined' && Boolean(FEDERATION_DEBUG);
}

export const getProcessEnv = function () {
  return typeof process !== 'undefined' && process.env ? process.env : {};
};
