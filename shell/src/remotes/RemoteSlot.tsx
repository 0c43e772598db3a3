import type { ComponentModuleId, ComponentModules, RemoteModuleId } from '@inklined/contracts/remote-modules';
import { createElement, Suspense, use, useContext, useState, type ComponentProps, type ComponentType } from 'react';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteLoading } from './RemoteLoading';
import { RemoteLoaderContext, type RemoteLoader } from './remote-loader';

/** Inside the slot props are opaque; RemoteSlotProps keeps them typed for callers. */
type OpaqueProps = Record<string, unknown>;

type Loads = Map<RemoteModuleId, Promise<ComponentType<OpaqueProps>>>;

/**
 * One load per exposed module and loader, so moving between pages does not suspend again (and a
 * hydrating page reuses the load its first render started). A failed load is dropped when its
 * boundary catches it, so Retry (or coming back later) loads afresh.
 */
const loadsByLoader = new WeakMap<RemoteLoader, Loads>();

function loadsOf(loader: RemoteLoader): Loads {
  let loads = loadsByLoader.get(loader);
  if (!loads) {
    loads = new Map();
    loadsByLoader.set(loader, loads);
  }
  return loads;
}

function remoteComponent(loader: RemoteLoader, id: RemoteModuleId): Promise<ComponentType<OpaqueProps>> {
  const loads = loadsOf(loader);
  let load = loads.get(id);
  if (!load) {
    load = loader(id) as Promise<ComponentType<OpaqueProps>>;
    loads.set(id, load);
  }
  return load;
}

interface LoadedRemoteProps {
  readonly loader: RemoteLoader;
  readonly id: RemoteModuleId;
  readonly props: OpaqueProps;
}

function LoadedRemote({ loader, id, props }: LoadedRemoteProps) {
  // The component is one stable object per module (the load is cached above), not one made per
  // render, which is what the static-components lint rule guards against in JSX.
  return createElement(use(remoteComponent(loader, id)), props);
}

function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteSlot is rendered outside a RemoteLoaderContext');
  return loader;
}

/**
 * A whole page; a part of a page that keeps its own place while it loads or fails; or something
 * shown over the page (the modals), whose loading state and fallback float above it.
 */
export type SlotVariant = 'page' | 'part' | 'overlay';

export interface RemoteSlotProps<K extends ComponentModuleId> {
  readonly id: K;
  readonly props: ComponentProps<ComponentModules[K]>;
  readonly variant?: SlotVariant;
}

/** Renders an exposed module of a remote, with a loading state and a fallback that can retry. */
export function RemoteSlot<K extends ComponentModuleId>({ id, props, variant = 'page' }: RemoteSlotProps<K>) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary
      key={`${id}#${attempt}`}
      variant={variant}
      onError={() => loadsOf(loader).delete(id)}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={<RemoteLoading variant={variant} />}>
        <LoadedRemote loader={loader} id={id} props={props as OpaqueProps} />
      </Suspense>
    </RemoteBoundary>
  );
}
