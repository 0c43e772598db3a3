import type PgBoss from 'pg-boss';
import type { Pool } from 'pg';
import { attemptDelivery, type DeliveryDeps } from '../outbox/attempt-delivery';
import type { DeliveryWorker } from '../outbox/worker';
import { DELIVER, DELIVER_FAILED, queueDelivery, queueSettled, type DeliverJob } from './delivery-queue';
import { purgeShared } from './pg-purge';
import { inTransaction } from './pool';
import { toEntry, type Row } from './pg-store';

export interface PgDeliveryOptions extends DeliveryDeps {
  readonly pool: Pool;
  readonly boss: PgBoss;
  readonly concurrency: number;
  readonly leaseSeconds: number;
  /** Delivered submissions older than this are purged; 0 keeps them. */
  readonly retentionMs: number;
  /** Rate-limit buckets idle this long are full again and deleted. */
  readonly rateWindowMs: number;
}

/** Often enough that the rate-limit table's cap holds within minutes of a flood of addresses. */
const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * Takes an entry for one attempt: only if it is waiting and due, or was being sent under a lease
 * that ran out (its instance died). pg-boss gives a job to one worker at a time; this claim makes
 * a second job for the same entry (a retry queued just before a crash) a no-op.
 */
const claim = `UPDATE outbox SET state = 'sending', attempts = attempts + 1, lease_until = inklined_now_ms() + $2
  WHERE id = $1 AND ((state = 'queued' AND next_attempt_at <= inklined_now_ms())
                     OR (state = 'sending' AND lease_until < inklined_now_ms()))
  RETURNING *`;

/**
 * The PostgreSQL store's worker: pg-boss hands each job to one instance (SKIP LOCKED), expires the
 * jobs of an instance that died after OUTBOX_LEASE_SECONDS and gives them to another; the verdict
 * of each attempt is attemptDelivery's, the same as the embedded worker's. A retry is a new job
 * queued in the transaction that records the failure, so the outbox's retry policy (capped, fully
 * jittered) holds rather than pg-boss's uncapped one.
 */
export function createPgDelivery(options: PgDeliveryOptions): DeliveryWorker {
  const { pool, boss, logger } = options;
  const inFlight = new Set<Promise<void>>();
  let purgeTimer: NodeJS.Timeout | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  let deliveryWorker: string | undefined;

  async function deliver(id: string): Promise<void> {
    const claimed = await pool.query<Row>(claim, [id, options.leaseSeconds * 1000]);
    const row = claimed.rows[0];
    if (!row) {
      await deferUnclaimed(id);
      return;
    }
    const entry = toEntry(row);
    const verdict = await whileHoldingLease(id, row.attempts, () => attemptDelivery(entry, options));
    if (verdict.outcome === 'sent') {
      await pool.query(
        `UPDATE outbox SET state = 'sent', sent_at = inklined_now_ms(), last_error = NULL, resume = NULL,
           size_bytes = length(request_json), lease_until = NULL WHERE id = $1 AND state = 'sending'`,
        [id],
      );
    } else if (verdict.outcome === 'dead') {
      await pool.query(
        "UPDATE outbox SET state = 'dead', last_error = $2, lease_until = NULL WHERE id = $1 AND state = 'sending'",
        [id, verdict.reason],
      );
    } else {
      await inTransaction(pool, async (client) => {
        await client.query(
          `UPDATE outbox SET state = 'queued', next_attempt_at = inklined_now_ms() + $2, last_error = $3,
             lease_until = NULL WHERE id = $1 AND state = 'sending'`,
          [id, verdict.delayMs, verdict.reason],
        );
        await queueDelivery(boss, client, id, verdict.delayMs);
      });
    }
  }

  /**
   * Runs `send` while renewing this instance's lease on the entry, three times a lease. A lease
   * ends with its holder: a send slower than one lease (a slow mail server, a machine starved of
   * CPU) kept going after its lease ran out, another instance took the entry, and the mail went
   * twice (multi-instance.test saw it with 5 s leases on a busy machine). Only this claim's lease
   * is renewed (`attempts` is this claim's), never a later one's after all.
   */
  async function whileHoldingLease<T>(id: string, attempts: number, send: () => Promise<T>): Promise<T> {
    const leaseMs = options.leaseSeconds * 1000;
    const renew = () =>
      pool
        .query(
          `UPDATE outbox SET lease_until = inklined_now_ms() + $2
             WHERE id = $1 AND state = 'sending' AND attempts = $3`,
          [id, leaseMs, attempts],
        )
        .catch((error: unknown) => logger.warn({ err: error, id }, 'could not renew a delivery lease'));
    const timer = setInterval(() => void renew(), leaseMs / 3);
    try {
      return await send();
    } finally {
      clearInterval(timer);
    }
  }

  /**
   * A job whose entry could not be claimed: sent or dead already (a duplicate job, nothing to do),
   * or still pending but not yet due, or under another instance's live lease. The job would end
   * here, so the entry gets a job for the moment it can be claimed, rather than waiting for the sweep.
   */
  async function deferUnclaimed(id: string): Promise<void> {
    await inTransaction(pool, async (client) => {
      const pending = await client.query<{ wait_ms: string }>(
        `SELECT greatest(0, CASE WHEN state = 'queued' THEN next_attempt_at ELSE lease_until END - inklined_now_ms())
           AS wait_ms FROM outbox WHERE id = $1 AND state IN ('queued', 'sending')`,
        [id],
      );
      const found = pending.rows[0];
      if (found) await queueDelivery(boss, client, id, Number(found.wait_ms) + 1000);
    });
  }

  /**
   * The safety net under the jobs: an entry due for longer than a lease, or sending under a lease
   * that ran out, gets a new job (a job lost with pg-boss's own retries used up, say). A second
   * job for an entry is harmless: only one claim succeeds.
   */
  async function sweep(): Promise<void> {
    try {
      await inTransaction(pool, async (client) => {
        const stranded = await client.query<{ id: string }>(
          `SELECT id FROM outbox
           WHERE ((state = 'queued' AND next_attempt_at < inklined_now_ms() - $1)
                  OR (state = 'sending' AND lease_until < inklined_now_ms() - $1))
             AND NOT EXISTS (SELECT 1 FROM pgboss.job j WHERE j.name = $2 AND j.data->>'id' = outbox.id
                               AND j.state IN ('created', 'retry', 'active'))
           ORDER BY created_at LIMIT 1000`,
          [options.leaseSeconds * 1000, DELIVER],
        );
        for (const { id } of stranded.rows) await queueDelivery(boss, client, id);
        if (stranded.rowCount) logger.warn({ requeued: stranded.rowCount }, 'stranded submissions queued again');
      });
    } catch (error) {
      logger.error({ err: error }, 'outbox sweep failed; trying again');
    }
  }

  /**
   * One batch of up to `concurrency` jobs, sent side by side. pg-boss waits its polling interval
   * after every fetch, even a fruitful one, so a full batch asks for the next at once: otherwise a
   * backlog drains at one batch a second.
   */
  async function handle(jobs: PgBoss.Job<DeliverJob>[]): Promise<void> {
    const results = await Promise.allSettled(
      jobs.map((job) => {
        const sending = deliver(job.data.id);
        inFlight.add(sending);
        return sending.finally(() => inFlight.delete(sending));
      }),
    );
    if (jobs.length >= options.concurrency && deliveryWorker) boss.notifyWorker(deliveryWorker);
    // A job whose handling threw (the database went away) is retried by pg-boss; the others are done.
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /** A job that failed all of pg-boss's retries (the handler kept throwing): its entry becomes a dead letter. */
  async function bury(jobs: PgBoss.Job<DeliverJob>[]): Promise<void> {
    for (const job of jobs) {
      await pool.query(
        `UPDATE outbox SET state = 'dead', lease_until = NULL,
           last_error = coalesce(last_error, 'the delivery job failed repeatedly')
         WHERE id = $1 AND state IN ('queued', 'sending')`,
        [job.data.id],
      );
      logger.error({ messageId: job.data.id }, 'dead letter: the delivery job failed repeatedly');
    }
  }

  function purge(): void {
    purgeShared(pool, {
      retentionMs: options.retentionMs,
      confirmationWindowMs: options.config.confirmations.windowMs,
      rateWindowMs: options.rateWindowMs,
    })
      .then(({ purged }) => {
        if (purged > 0) logger.info({ purged }, 'delivered submissions past their retention purged');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'purge failed; trying again later'));
  }

  return {
    start() {
      void (async () => {
        deliveryWorker = await boss.work<DeliverJob>(
          DELIVER,
          { batchSize: options.concurrency, pollingIntervalSeconds: 1 },
          handle,
        );
        await boss.work<DeliverJob>(DELIVER_FAILED, { pollingIntervalSeconds: 30 }, bury);
      })().catch((error: unknown) => logger.fatal({ err: error }, 'the delivery workers did not start'));
      purge();
      void sweep();
      purgeTimer = setInterval(purge, PURGE_EVERY_MS);
      purgeTimer.unref();
      sweepTimer = setInterval(() => void sweep(), options.leaseSeconds * 1000);
      sweepTimer.unref();
    },
    // pg-boss polls every second; a stored entry is picked up by whichever instance looks first.
    wake() {
      if (deliveryWorker) boss.notifyWorker(deliveryWorker);
    },
    async stop() {
      clearInterval(purgeTimer);
      clearInterval(sweepTimer);
      // pg-boss's own graceful stop: no more fetches, and the jobs being handled finish and are
      // completed while the pool is still open (offWork alone let a fetch under way hand over a
      // batch after this resolved, completed on a closed pool). The pool is the service's: kept.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 30_000 }).catch((error: unknown) => {
        logger.error({ err: error }, 'the job queue did not stop cleanly');
      });
      // A fetch sent before the stop may still deliver a batch: wait for it, its sends and their
      // completions, until neither pg-boss nor a send has anything under way.
      do {
        await Promise.allSettled([...inFlight]);
        await queueSettled(boss);
      } while (inFlight.size > 0);
    },
  };
}
