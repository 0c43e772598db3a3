import PgBoss from 'pg-boss';
import type { Pool, PoolClient } from 'pg';
import type { Logger } from '../logger';
import { applyMigrations, withSchemaLock, type MigrationResult } from './migrate';

/** pg-boss's queue of "deliver outbox entry <id>" jobs, and where jobs go that failed every retry. */
export const DELIVER = 'outbox-deliver';
export const DELIVER_FAILED = 'outbox-deliver-failed';

export interface DeliverJob {
  readonly id: string;
}

export interface DeliveryQueueOptions {
  /** A job active this long is expired and handed to another worker: its instance died mid-send. */
  readonly leaseSeconds: number;
  /** Whether this process runs pg-boss's maintenance (expiry, retention): the service yes, the CLI no. */
  readonly supervise: boolean;
}

/** The statements each pg-boss instance has under way on the pool (see queueSettled). */
const underWay = new WeakMap<PgBoss, Set<Promise<unknown>>>();

/**
 * Resolves once pg-boss has had no statement under way on the pool for a moment. Its graceful
 * stop does not wait for a fetch already sent: that fetch can still hand a batch to the handler,
 * whose completion is written afterwards. The pool may be closed only once this resolves.
 */
export async function queueSettled(boss: PgBoss): Promise<void> {
  const pending = underWay.get(boss);
  if (!pending) return;
  for (let quiet = 0; quiet < 2;) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (pending.size === 0) quiet += 1;
    else {
      quiet = 0;
      await Promise.allSettled([...pending]);
    }
  }
}

/** pg-boss on the service's own pool, so a job can be sent inside the transaction that stores its entry. */
export async function startDeliveryQueue(pool: Pool, options: DeliveryQueueOptions, logger: Logger): Promise<PgBoss> {
  const pending = new Set<Promise<unknown>>();
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) => {
        const query = pool.query(text, values);
        pending.add(query);
        void query.finally(() => pending.delete(query)).catch(() => undefined);
        return query;
      },
    },
    supervise: options.supervise,
    schedule: false,
    migrate: true,
    // Expiry of a dead instance's jobs is checked this often: a few times within one lease.
    maintenanceIntervalSeconds: Math.max(1, Math.min(60, Math.floor(options.leaseSeconds / 3))),
    // Finished jobs are deleted after a day; the outbox rows are the record.
    deleteAfterHours: 24,
  });
  underWay.set(boss, pending);
  // pg-boss reports a failed maintenance or poll here and tries again; unheard, it would end the process.
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  const policy = {
    name: DELIVER,
    // Retries here are for a handler that threw (the database went away mid-job) and for jobs of a
    // dead instance; a failed send is rescheduled by the handler with the outbox's own policy.
    retryLimit: 20,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: options.leaseSeconds,
    deadLetter: DELIVER_FAILED,
  };
  await boss.createQueue(DELIVER_FAILED, { name: DELIVER_FAILED });
  await boss.createQueue(DELIVER, policy);
  // An existing queue keeps its first settings otherwise (a changed OUTBOX_LEASE_SECONDS).
  await boss.updateQueue(DELIVER, policy);
  return boss;
}

/** pg-boss's connection option for a statement inside `client`'s open transaction. */
export function within(client: PoolClient): { db: PgBoss.Db } {
  return { db: { executeSql: (text, values) => client.query(text, values) } };
}

/** Queues the delivery of entry `id`, `delayMs` from now, in `client`'s transaction. */
export async function queueDelivery(boss: PgBoss, client: PoolClient, id: string, delayMs = 0): Promise<void> {
  const startAfter = Math.ceil(delayMs / 1000);
  await boss.send(DELIVER, { id } satisfies DeliverJob, {
    ...within(client),
    ...(startAfter > 0 ? { startAfter } : {}),
  });
}

/**
 * The shared store made ready: the repository's migrations, then pg-boss's own install and
 * queues, both under the schema lock, so instances starting together take turns (pg-boss does
 * not guard its install against a second process). The service, the CLI and the tests open it so.
 */
export function openDeliveryQueue(
  pool: Pool,
  options: DeliveryQueueOptions,
  logger: Logger,
): Promise<MigrationResult & { readonly boss: PgBoss }> {
  return withSchemaLock(pool, async (client) => ({
    ...(await applyMigrations(client)),
    boss: await startDeliveryQueue(pool, options, logger),
  }));
}
