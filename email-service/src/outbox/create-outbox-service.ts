import type { ServerConfig } from '../config';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { TokenBucketLimiter } from '../middleware/token-bucket';
import { openStore, type Store } from '../store/open-store';
import { purgeStore } from '../store/purge';
import { VitalsStore } from '../vitals/vitals-store';
import { Outbox } from './outbox';
import { OutboxQueue } from './outbox-queue';
import { createDeliveryWorker, type DeliveryWorker, type WorkerOptions } from './worker';

/** Everything the service keeps, over one store: the embedded file or a shared PostgreSQL. */
export interface OutboxService {
  readonly store: Store;
  readonly outbox: Outbox;
  readonly worker: DeliveryWorker;
  readonly vitals: VitalsStore;
  readonly limiters: { readonly forms: TokenBucketLimiter; readonly vitals: TokenBucketLimiter };
  close(): Promise<void>;
}

export type OutboxServiceConfig = Pick<
  ServerConfig,
  'outbox' | 'contactInbox' | 'mailFrom' | 'confirmations' | 'database' | 'vitals' | 'rateLimit'
>;

/** The parts of the service over a store already open (tests pass an in-memory one). */
export function outboxService(
  store: Store,
  config: OutboxServiceConfig,
  mailer: Mailer,
  logger: Logger,
  worker: Partial<WorkerOptions> = {},
): OutboxService {
  const { outbox: settings, rateLimit } = config;
  return {
    store,
    outbox: new Outbox(store, settings),
    worker: createDeliveryWorker({
      queue: new OutboxQueue(store, settings.leaseMs),
      mailer,
      logger,
      config,
      retry: settings.retry,
      concurrency: settings.concurrency,
      pollMs: settings.pollMs,
      leaseMs: settings.leaseMs,
      purge: async () => {
        const purged = await purgeStore(store, {
          retentionMs: settings.retentionMs,
          deadLetterRetentionMs: settings.deadLetterRetentionMs,
          confirmationWindowMs: config.confirmations.windowMs,
          rateWindowMs: rateLimit.windowMs,
        });
        const mailFiles =
          settings.mailFileRetentionMs > 0
            ? await mailer.forgetOlderThan(Date.now() - settings.mailFileRetentionMs)
            : 0;
        return { purged, mailFiles };
      },
      ...worker,
    }),
    vitals: new VitalsStore(store, config.vitals.maxRows),
    limiters: {
      forms: new TokenBucketLimiter(store, { scope: 'forms', ...rateLimit }),
      vitals: new TokenBucketLimiter(store, {
        scope: 'vitals',
        max: config.vitals.rateLimitMax,
        windowMs: rateLimit.windowMs,
      }),
    },
    close: () => store.close(),
  };
}

/** The store as configured (DATABASE_URL or the embedded file), migrated; server.ts starts it. */
export async function createOutboxService(
  config: OutboxServiceConfig,
  mailer: Mailer,
  logger: Logger,
): Promise<OutboxService> {
  const store = await openStore(config.database ?? { path: config.outbox.path }, logger);
  return outboxService(store, config, mailer, logger);
}
