import { jest } from '@jest/globals';
import { BrandProvider } from '@inklined/design-system/BrandProvider';
import type { RemoteModuleId } from '@inklined/contracts/remote-modules';
import { useState, type ReactNode } from 'react';
import { RemoteLoaderContext, type RemoteLoader } from '../remotes/remote-loader';

/**
 * A loader for unit tests: each call asks `load`, a jest mock the test sets per module. The
 * federation runtime needs a webpack host; e2e/tests cover the real one.
 */
export function createTestLoader() {
  const load = jest.fn<(id: RemoteModuleId) => Promise<unknown>>();
  function Providers({ children }: { readonly children: ReactNode }) {
    // A loader per rendered tree, so no load is cached from one test to the next.
    const [loader] = useState(() => ((id: RemoteModuleId) => load(id)) as RemoteLoader);
    return (
      <RemoteLoaderContext value={loader}>
        <BrandProvider>{children}</BrandProvider>
      </RemoteLoaderContext>
    );
  }
  return { load, Providers };
}

/** A promise and the functions that settle it, so a test decides when a module arrives. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
