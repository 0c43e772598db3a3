import type { RemoteModuleId, RemoteModules } from '@inklined/contracts/remote-modules';
import { lazy, Suspense, useState, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteModule } from './federation';
import { RemoteBoundary } from './RemoteBoundary';
import { remoteText } from './remote-text';

/** Inside the slot props are opaque; RemoteSlotProps keeps them typed for callers. */
type OpaqueProps = Record<string, unknown>;
type OpaqueLazy = LazyExoticComponent<ComponentType<OpaqueProps>>;

/**
 * One lazy component per exposed module, so moving between pages does not suspend again. A failed
 * one is dropped when its boundary catches: React.lazy keeps a rejected import for ever.
 */
const lazyModules = new Map<RemoteModuleId, OpaqueLazy>();

function lazyRemote(id: RemoteModuleId): OpaqueLazy {
  let component = lazyModules.get(id);
  if (!component) {
    component = lazy(async () => ({ default: (await loadRemoteModule(id)) as ComponentType<OpaqueProps> }));
    lazyModules.set(id, component);
  }
  return component;
}

const loadingStyle = { minHeight: '40vh', padding: '3rem 1.5rem', textAlign: 'center' as const };

interface RemoteSlotProps<K extends RemoteModuleId> {
  readonly id: K;
  readonly props: ComponentProps<RemoteModules[K]>;
}

/** Renders an exposed module of a remote, with a loading state and a fallback that can retry. */
export function RemoteSlot<K extends RemoteModuleId>({ id, props }: RemoteSlotProps<K>) {
  const [attempt, setAttempt] = useState(0);
  const Remote = lazyRemote(id);
  return (
    <RemoteBoundary key={attempt} onError={() => lazyModules.delete(id)} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense
        fallback={
          <p role="status" css={loadingStyle}>
            {remoteText.loading}
          </p>
        }
      >
        <Remote {...(props as OpaqueProps)} />
      </Suspense>
    </RemoteBoundary>
  );
}
