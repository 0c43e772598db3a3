import type { RemoteModuleId, RemoteModules } from '@inklined/contracts/remote-modules';
import { createElement, Suspense, use, useState, type ComponentProps, type ComponentType } from 'react';
import { loadRemoteModule } from './federation';
import { RemoteBoundary } from './RemoteBoundary';
import { remoteText } from './remote-text';

/** Inside the slot props are opaque; RemoteSlotProps keeps them typed for callers. */
type OpaqueProps = Record<string, unknown>;

/**
 * One load per exposed module, so moving between pages does not suspend again. A failed load is
 * dropped when its boundary catches it, so Retry (or coming back later) loads afresh.
 */
const loads = new Map<RemoteModuleId, Promise<ComponentType<OpaqueProps>>>();

function remoteComponent(id: RemoteModuleId): Promise<ComponentType<OpaqueProps>> {
  let load = loads.get(id);
  if (!load) {
    load = loadRemoteModule(id) as Promise<ComponentType<OpaqueProps>>;
    loads.set(id, load);
  }
  return load;
}

function LoadedRemote({ id, props }: { readonly id: RemoteModuleId; readonly props: OpaqueProps }) {
  // The component is one stable object per module (the load is cached above), not one made per
  // render, which is what the static-components lint rule guards against in JSX.
  return createElement(use(remoteComponent(id)), props);
}

const loadingStyle = { minHeight: '40vh', padding: '3rem 1.5rem', textAlign: 'center' as const };

interface RemoteSlotProps<K extends RemoteModuleId> {
  readonly id: K;
  readonly props: ComponentProps<RemoteModules[K]>;
}

/** Renders an exposed module of a remote, with a loading state and a fallback that can retry. */
export function RemoteSlot<K extends RemoteModuleId>({ id, props }: RemoteSlotProps<K>) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary key={`${id}#${attempt}`} onError={() => loads.delete(id)} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense
        fallback={
          <p role="status" css={loadingStyle}>
            {remoteText.loading}
          </p>
        }
      >
        <LoadedRemote id={id} props={props as OpaqueProps} />
      </Suspense>
    </RemoteBoundary>
  );
}
