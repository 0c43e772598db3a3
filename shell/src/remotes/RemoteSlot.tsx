import type { ComponentModuleId, ComponentModules, RemoteModuleId } from '@inklined/contracts/remote-modules';
import {
  createElement,
  Suspense,
  use,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
} from 'react';
import { replayClicksWithin } from './click-replay';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteLoading } from './RemoteLoading';
import { RemoteLoaderContext, type RemoteLoader } from './remote-loader';
import {
  forgetServerPart,
  keepsServerHtml,
  livePartAttribute,
  remotePartAttribute,
  serverPartHtml,
} from './server-parts';
import type { SlotVariant } from './slot-variant';
import { markPartUnavailable } from './unavailable-parts';

/** Inside the slot props are opaque; RemoteSlotProps keeps them typed for callers. */
type OpaqueProps = Record<string, unknown>;

/** A module that arrived, or one that did not in a part that can keep the server's HTML. */
type Loaded =
  | { readonly kind: 'component'; readonly component: ComponentType<OpaqueProps> }
  | { readonly kind: 'unavailable'; readonly error: unknown };

type Loads = Map<RemoteModuleId, Promise<Loaded>>;

/**
 * One load per exposed module and loader, so moving between pages does not suspend again (and a
 * hydrating page reuses the load its first render started). A failed load is dropped when its
 * boundary catches it or its part retries, so Retry (or coming back later) loads afresh.
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

function remoteComponent(loader: RemoteLoader, id: RemoteModuleId): Promise<Loaded> {
  const loads = loadsOf(loader);
  let load = loads.get(id);
  if (!load) {
    load = (loader(id) as Promise<ComponentType<OpaqueProps>>).then(
      (component): Loaded => ({ kind: 'component', component }),
      (error: unknown): Loaded => {
        if (serverPartHtml(id) === undefined) throw error;
        return { kind: 'unavailable', error };
      },
    );
    loads.set(id, load);
  }
  return load;
}

/** The element around a part: it takes no room of its own (its children lay out as before). */
const partStyle = { display: 'contents' };
const partProps = (id: RemoteModuleId) => ({ [remotePartAttribute]: id, css: partStyle });

/**
 * The server's HTML of a part whose code could not be loaded, kept as it is: while hydrating,
 * React adopts the server's element and leaves what is inside it untouched. The part is listed
 * as unavailable (PartsUnavailableNotice) until a retry loads it.
 */
function ServerHtmlPart({ id, onRetry }: { readonly id: RemoteModuleId; readonly onRetry: () => void }) {
  const [html] = useState(() => serverPartHtml(id) ?? '');
  useEffect(() => markPartUnavailable(id, onRetry), [id, onRetry]);
  return <div {...partProps(id)} dangerouslySetInnerHTML={{ __html: html }} />;
}

interface LoadedRemoteProps {
  readonly loader: RemoteLoader;
  readonly id: RemoteModuleId;
  readonly props: OpaqueProps;
  /** This slot's part arrived prerendered: if its code fails, the server's HTML stays. */
  readonly keepServerHtml: boolean;
  readonly onRetry: () => void;
  readonly after: Promise<void> | undefined;
}

function LoadedRemote({ loader, id, props, keepServerHtml, onRetry, after }: LoadedRemoteProps) {
  // Suspends, as a load does: a prerendered part keeps the server's HTML meanwhile.
  if (after) use(after);
  const loaded = use(remoteComponent(loader, id));
  const element = useRef<HTMLDivElement>(null);
  const live = loaded.kind === 'component';
  // In the commit that attaches the part's handlers, so no click after it is held back…
  useLayoutEffect(() => {
    if (live) element.current?.setAttribute(livePartAttribute, '');
  }, [live]);
  // …and after it, the clicks made before run, and the part's HTML is React's from now on.
  useEffect(() => {
    if (!live || !element.current) return;
    forgetServerPart(id);
    replayClicksWithin(element.current);
  }, [id, live]);
  if (loaded.kind === 'unavailable') {
    // Only a part that arrived prerendered keeps the server's HTML; elsewhere the fallback shows.
    if (!keepServerHtml) throw loaded.error;
    return <ServerHtmlPart id={id} onRetry={onRetry} />;
  }
  // The component is one stable object per module (the load is cached above), not one made per
  // render, which is what the static-components lint rule guards against in JSX.
  return (
    <div ref={element} {...partProps(id)}>
      {createElement(loaded.component, props)}
    </div>
  );
}

function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteSlot is rendered outside a RemoteLoaderContext');
  return loader;
}

export interface RemoteSlotProps<K extends ComponentModuleId> {
  readonly id: K;
  readonly props: ComponentProps<ComponentModules[K]>;
  readonly variant?: SlotVariant;
  /** The part's code is asked for once this settles (an embedded part nearing the screen). */
  readonly after?: Promise<void>;
}

/**
 * Renders an exposed module of a remote, with a loading state and a fallback that can retry. A
 * part that arrived prerendered keeps the server's HTML if its code cannot be loaded (readable,
 * its links working) and says so; only a part rendered in the browser shows the fallback box.
 */
export function RemoteSlot<K extends ComponentModuleId>({ id, props, variant = 'page', after }: RemoteSlotProps<K>) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const [keepServerHtml] = useState(() => keepsServerHtml(id));
  const retry = useCallback(() => {
    loadsOf(loader).delete(id);
    setAttempt((n) => n + 1);
  }, [loader, id]);
  return (
    <RemoteBoundary
      key={`${id}#${attempt}`}
      variant={variant}
      onError={() => loadsOf(loader).delete(id)}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense
        fallback={
          keepServerHtml && serverPartHtml(id) !== undefined ? (
            // Retrying a prerendered part: what the visitor reads stays while the code loads.
            <div {...partProps(id)} dangerouslySetInnerHTML={{ __html: serverPartHtml(id)! }} />
          ) : (
            <RemoteLoading variant={variant} />
          )
        }
      >
        <LoadedRemote
          loader={loader}
          id={id}
          props={props as OpaqueProps}
          keepServerHtml={keepServerHtml}
          onRetry={retry}
          after={after}
        />
      </Suspense>
    </RemoteBoundary>
  );
}
