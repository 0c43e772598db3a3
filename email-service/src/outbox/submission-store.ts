import type { EnqueueResult, NewSubmission, OutboxEntry, OutboxState, OutboxStats } from './outbox-entry';
import type { StoreHealth } from './store-health';

/**
 * Where accepted submissions live until delivered, and after as the archive: the embedded SQLite
 * file (one instance) or PostgreSQL (any number of instances, DATABASE_URL). The routes, the CLI
 * and the health checks know only this; both implementations pass one suite
 * (test-support/submission-store-contract.ts).
 */
export interface SubmissionStore {
  readonly kind: 'embedded' | 'postgres';
  /** Resolves once the submission (and its confirmation, if any) is committed: only then is it acknowledged. */
  enqueue(submission: NewSubmission): Promise<EnqueueResult>;
  health(): Promise<StoreHealth>;
  stats(): Promise<OutboxStats>;
  /** By full id (`<uuid@domain>`) or by the uuid alone. */
  find(id: string): Promise<OutboxEntry | undefined>;
  list(state: OutboxState | undefined, limit: number): Promise<OutboxEntry[]>;
  /** A dead (or waiting) entry is due again now, with a fresh attempt count. */
  retry(id: string): Promise<OutboxEntry | undefined>;
  /** Every submission (not the confirmations), oldest first: the CSV export. */
  submissions(): AsyncIterable<OutboxEntry>;
}
