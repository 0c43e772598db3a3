import type { RemoteModuleId, RemoteModules } from '@inklined/contracts/remote-modules';
import { createContext } from 'react';

/** Loads one exposed module's default export. */
export type RemoteLoader = <K extends RemoteModuleId>(id: K) => Promise<RemoteModules[K]>;

/**
 * Where RemoteSlot gets remote modules from: the federation runtime in the browser
 * (bootstrap.tsx), the remotes' server bundles when the shell's server prerenders a page
 * (ssr/render-page.tsx). The slot itself does not know which.
 */
export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);
