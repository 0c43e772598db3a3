import { attemptDelivery, type DeliveryDeps } from './attempt-delivery';
import type { OutboxEntry } from './outbox-entry';

export interface WorkerOptions extends DeliveryDeps {
  /** Sends in flight at once. */
  readonly concurrency: number;
  /** How often the queue is looked at when nothing woke the worker (other instances and the `outbox` command write too). */
  readonly pollMs: number;
  /** How long a claim holds; renewed three times a lease while its send goes on. */
  readonly leaseMs: number;
  /**
   * Keeps the store's tables and the mail folder within their retention (store/purge.ts, the
   * mailer's forgetOlderThan); resolves to the submissions and the mail files deleted.
   */
  readonly purge: () => Promise<{ readonly purged: number; readonly mailFiles: number }>;
  readonly now?: () => number;
}

export interface DeliveryWorker {
  /** Purges, then delivers until stopped. */
  start(): void;
  /** A new entry is waiting: look now instead of at the next poll. */
  wake(): void;
  /** Stops claiming; resolves when the sends in flight have finished (their outcome is recorded). */
  stop(): Promise<void>;
  /** Delivers every entry that is due, and those that become due meanwhile, then resolves (tests). */
  runUntilIdle(): Promise<void>;
}

/** Often enough that the rate-limit table's cap holds within minutes of a flood of addresses. */
const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * The one delivery loop, in the service's own process, over either store. At-least-once: an entry
 * is marked sent only after the server's 250, so a crash between the two sends it again once its
 * lease has run out (RFC 1047); the mail's Message-ID is the entry's id, so a duplicate is visible
 * as one.
 */
export function createDeliveryWorker(options: WorkerOptions): DeliveryWorker {
  const { queue, logger, concurrency, leaseMs } = options;
  const now = options.now ?? Date.now;
  const inFlight = new Set<Promise<void>>();
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let lastPurge = Number.NEGATIVE_INFINITY;
  let lastRelease = Number.NEGATIVE_INFINITY;
  let pumping: Promise<void> | undefined;

  /**
   * A lease ends with its holder: a send slower than one lease (a slow mail server, a machine
   * starved of CPU) would otherwise go on after its lease ran out, while another instance took the
   * entry and sent it twice.
   */
  async function whileHoldingLease<T>(entry: OutboxEntry, send: () => Promise<T>): Promise<T> {
    const renew = () =>
      queue
        .renewLease(entry)
        .catch((error: unknown) => logger.warn({ err: error, id: entry.id }, 'could not renew a lease'));
    const renewal = setInterval(() => void renew(), leaseMs / 3);
    try {
      return await send();
    } finally {
      clearInterval(renewal);
    }
  }

  function purge(): void {
    if (now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now();
    options
      .purge()
      .then(({ purged, mailFiles }) => {
        if (purged > 0 || mailFiles > 0) logger.info({ purged, mailFiles }, 'what was past its retention deleted');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'purge failed; trying again later'));
  }

  /** Fills the free send slots with claimed entries until none is due and none is in flight. */
  async function pump(): Promise<void> {
    // Once a poll interval at most: a claim that ran out waits at least a lease already.
    if (running && now() - lastRelease >= options.pollMs) {
      lastRelease = now();
      await queue.releaseExpired();
    }
    for (;;) {
      const free = concurrency - inFlight.size;
      // Claimed entries are sent even if stop() came meanwhile: their claim is taken.
      const claimed = running && free > 0 ? await queue.claimDue(free) : [];
      for (const entry of claimed) {
        const sending: Promise<void> = whileHoldingLease(entry, () => attemptDelivery(entry, options))
          .catch((error: unknown) => logger.error({ err: error, id: entry.id }, 'recording a delivery failed'))
          .finally(() => inFlight.delete(sending));
        inFlight.add(sending);
      }
      if (inFlight.size === 0) return;
      await Promise.race(inFlight);
    }
  }

  async function schedule(): Promise<void> {
    const due = await queue.nextDueAt().catch(() => undefined);
    if (!running) return;
    clearTimeout(timer);
    const wait = due === undefined ? options.pollMs : Math.max(0, Math.min(options.pollMs, due - now()));
    timer = setTimeout(wake, wait);
  }

  function wake(): void {
    if (!running || pumping) return;
    purge();
    pumping = pump()
      .catch((error: unknown) => logger.error({ err: error }, 'outbox worker failed; retrying at the next poll'))
      .then(schedule)
      .finally(() => {
        pumping = undefined;
      });
  }

  return {
    start() {
      running = true;
      wake();
    },
    wake,
    async runUntilIdle() {
      const wasRunning = running;
      running = true;
      clearTimeout(timer);
      while (pumping) await pumping;
      for (let due = await queue.nextDueAt(); due !== undefined && due <= now(); due = await queue.nextDueAt()) {
        await pump();
      }
      running = wasRunning;
      if (running) await schedule();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await pumping;
      await Promise.allSettled([...inFlight]);
    },
  };
}
