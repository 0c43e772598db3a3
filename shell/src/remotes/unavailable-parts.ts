import type { RemoteModuleId } from '@inklined/contracts/remote-modules';

/**
 * The parts of the page that show the server's HTML because their code could not be loaded, and
 * how to retry each. PartsUnavailableNotice tells the visitor and offers one Retry for all; going
 * back online retries them by itself.
 */
const parts = new Map<RemoteModuleId, () => void>();
const listeners = new Set<() => void>();
let snapshot: readonly RemoteModuleId[] = [];

function changed(): void {
  snapshot = [...parts.keys()];
  for (const listener of listeners) listener();
}

export function retryUnavailableParts(): void {
  for (const retry of [...parts.values()]) retry();
}

function onOnline(): void {
  retryUnavailableParts();
}

/** Registers a part; returns what unregisters it (it loaded, or left the page). */
export function markPartUnavailable(id: RemoteModuleId, retry: () => void): () => void {
  parts.set(id, retry);
  if (parts.size === 1) window.addEventListener('online', onOnline);
  changed();
  return () => {
    if (parts.get(id) !== retry) return;
    parts.delete(id);
    if (parts.size === 0) window.removeEventListener('online', onOnline);
    changed();
  };
}

export function subscribeUnavailableParts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const unavailableParts = (): readonly RemoteModuleId[] => snapshot;
