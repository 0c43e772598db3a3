// The shell's production browser builds ask for @module-federation/sdk's env.js (from the sdk's
// index.js and logger.js) and get this module instead (client-config.ts). The original's
// `isDebugMode` reads `localStorage.FEDERATION_DEBUG` as the runtime starts, which is the page's
// only use of storage, and opening storage costs the entry's task a few milliseconds of a first
// load (docs/decisions/0053). Here the runtime's debugging is off unless the build or the process
// turns it on; in a browser, a developer turns it on in the development build (`npm run dev`),
// which keeps the original. Everything else is the original's own, imported from its file as
// remembered-satisfy.js imports its original (the query keeps the replacement from matching it).

/* global FEDERATION_DEBUG */
import { getProcessEnv } from './env.js?original';

export { getProcessEnv, isBrowserEnv, isBrowserEnvValue, isReactNativeEnv } from './env.js?original';

export function isDebugMode() {
  const fromProcess = getProcessEnv()['FEDERATION_DEBUG'];
  if (fromProcess) return Boolean(fromProcess);
  return typeof FEDERATION_DEBUG !== 'undefined' && Boolean(FEDERATION_DEBUG);
}
