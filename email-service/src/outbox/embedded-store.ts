import type { Outbox } from './outbox';
import type { SubmissionStore } from './submission-store';

/**
 * The SQLite outbox behind the store interface. Its calls are synchronous and each one a
 * transaction on a file only this process opens, so the promises are already settled when
 * returned; the interface is asynchronous for PostgreSQL's sake.
 */
export function embeddedStore(outbox: Outbox): SubmissionStore {
  return {
    kind: 'embedded',
    enqueue: async (submission) => outbox.enqueue(submission),
    health: async () => outbox.health(),
    stats: async () => outbox.stats(),
    find: async (id) => outbox.find(id),
    list: async (state, limit) => outbox.list(state, limit),
    retry: async (id) => outbox.retry(id),
    async *submissions() {
      yield* outbox.all();
    },
  };
}
