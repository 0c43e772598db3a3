import type { AppConfig } from '../config';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { attemptDelivery } from './attempt-delivery';
import type { RetryPolicy } from './backoff';
import type { Outbox } from './outbox';
import type { OutboxEntry } from './outbox-entry';

export interface WorkerOptions {
  readonly outbox: Outbox;
  readonly mailer: Mailer;
  readonly logger: Logger;
  readonly config: Pick<AppConfig, 'contactInbox' | 'mailFrom' | 'confirmations'>;
  readonly retry: RetryPolicy;
  /** Sends in flight at once. */
  readonly concurrency: number;
  /** How often the queue is looked at when nothing woke the worker (the `outbox` command writes too). */
  readonly pollMs: number;
  /** Delivered entries older than this are purged; 0 keeps them for ever. */
  readonly retentionMs: number;
  readonly now?: () => number;
  readonly random?: () => number;
}

/** What the service starts and stops, whichever store it delivers from. */
export interface DeliveryWorker {
  /** Requeues what a previous process left mid-send, purges, then delivers until stopped. */
  start(): void;
  /** A new entry is waiting: look now instead of at the next poll. */
  wake(): void;
  /** Stops claiming; resolves when the sends in flight have finished (their outcome is recorded). */
  stop(): Promise<void>;
}

export interface OutboxWorker extends DeliveryWorker {
  /** Delivers every entry that is due, and those that become due meanwhile, then resolves (tests, the command). */
  runUntilIdle(): Promise<void>;
}

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Delivers the outbox through the transport, in the service's own process. At-least-once: an
 * entry is marked sent only after the server's 250, so a crash between the two sends it again
 * after restart (RFC 1047); the mail's Message-ID is the entry's id, so a duplicate is visible as
 * one. What follows a failed attempt is attemptDelivery's verdict, shared with the PostgreSQL store.
 */
export function createOutboxWorker(options: WorkerOptions): OutboxWorker {
  const { outbox, mailer, logger, config, retry, concurrency } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const inFlight = new Set<Promise<void>>();
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let lastPurge = 0;
  let pumping: Promise<void> | undefined;

  async function deliver(entry: OutboxEntry): Promise<void> {
    const verdict = await attemptDelivery(entry, { mailer, logger, config, retry, random });
    if (verdict.outcome === 'sent') outbox.markSent(entry.id);
    else if (verdict.outcome === 'dead') outbox.markDead(entry.id, verdict.reason);
    else outbox.scheduleRetry(entry.id, now() + verdict.delayMs, verdict.reason);
  }

  function purge(): void {
    if (options.retentionMs <= 0 || now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now();
    const purged = outbox.purgeDelivered(now() - options.retentionMs);
    if (purged > 0) logger.info({ purged }, 'delivered submissions past their retention purged');
  }

  /** Fills the free send slots with due entries until none are due. */
  async function pump(): Promise<void> {
    for (;;) {
      const free = concurrency - inFlight.size;
      const claimed = running && free > 0 ? outbox.claimDue(free) : [];
      for (const entry of claimed) {
        const sending: Promise<void> = deliver(entry).finally(() => inFlight.delete(sending));
        inFlight.add(sending);
      }
      if (inFlight.size === 0) return;
      await Promise.race(inFlight);
    }
  }

  function schedule(): void {
    if (!running) return;
    clearTimeout(timer);
    const due = outbox.nextDueAt();
    const wait = due === undefined ? options.pollMs : Math.max(0, Math.min(options.pollMs, due - now()));
    timer = setTimeout(wake, wait);
  }

  function wake(): void {
    if (!running || pumping) return;
    try {
      purge();
    } catch (error) {
      logger.error({ err: error }, 'outbox purge failed');
    }
    pumping = pump()
      .catch((error: unknown) => logger.error({ err: error }, 'outbox worker failed; retrying at the next poll'))
      .finally(() => {
        pumping = undefined;
        schedule();
      });
  }

  return {
    start() {
      const requeued = outbox.requeueInterrupted();
      if (requeued > 0) logger.warn({ requeued }, 'entries interrupted mid-send by the last stop are sent again');
      running = true;
      wake();
    },
    wake,
    async runUntilIdle() {
      const wasRunning = running;
      running = true;
      clearTimeout(timer);
      while (pumping) await pumping;
      for (let due = outbox.nextDueAt(); due !== undefined && due <= now(); due = outbox.nextDueAt()) {
        await pump();
      }
      running = wasRunning;
      if (running) schedule();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}
