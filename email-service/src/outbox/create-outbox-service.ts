import type { ServerConfig } from '../config';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { RateLimiter } from '../middleware/rate-limiter';
import { TokenBucketLimiter } from '../middleware/token-bucket';
import { openDeliveryQueue } from '../postgres/delivery-queue';
import { createPgDelivery } from '../postgres/pg-delivery';
import { PgRateLimiter } from '../postgres/pg-rate-limiter';
import { PgSubmissionStore } from '../postgres/pg-store';
import { PgVitals } from '../postgres/pg-vitals';
import { createPool } from '../postgres/pool';
import type { VitalsSink } from '../vitals/vitals-sink';
import { VitalsStore } from '../vitals/vitals-store';
import { openOutboxDatabase } from './database';
import { embeddedStore } from './embedded-store';
import { Outbox } from './outbox';
import { watchStore } from './store-health';
import type { SubmissionStore } from './submission-store';
import { createOutboxWorker, type DeliveryWorker } from './worker';

/** Everything the service keeps, in one place: embedded files or one shared PostgreSQL. */
export interface OutboxService {
  readonly store: SubmissionStore;
  readonly worker: DeliveryWorker;
  readonly vitals: VitalsSink;
  readonly limiters: { readonly forms: RateLimiter; readonly vitals: RateLimiter };
  close(): Promise<void>;
}

type Needs = Pick<
  ServerConfig,
  'outbox' | 'contactInbox' | 'mailFrom' | 'confirmations' | 'database' | 'vitals' | 'rateLimit'
>;

/** The stores as configured (DATABASE_URL or not) and the worker that delivers; server.ts and the benchmark start it. */
export function createOutboxService(config: Needs, mailer: Mailer, logger: Logger): Promise<OutboxService> {
  return config.database
    ? sharedService(config, config.database, mailer, logger)
    : embeddedService(config, mailer, logger);
}

async function embeddedService(config: Needs, mailer: Mailer, logger: Logger): Promise<OutboxService> {
  const db = openOutboxDatabase(config.outbox.path);
  const outbox = new Outbox(db, {
    maxPending: config.outbox.maxPending,
    maxBytes: config.outbox.maxBytes,
    storeHealth: watchStore(config.outbox.path),
  });
  const worker = createOutboxWorker({
    outbox,
    mailer,
    logger,
    config,
    retry: config.outbox.retry,
    concurrency: config.outbox.concurrency,
    pollMs: config.outbox.pollMs,
    retentionMs: config.outbox.retentionMs,
  });
  const vitals = new VitalsStore({ file: config.vitals.path, maxRows: config.vitals.maxRows });
  return {
    store: embeddedStore(outbox),
    worker,
    vitals,
    limiters: {
      forms: new TokenBucketLimiter(config.rateLimit),
      vitals: new TokenBucketLimiter({ max: config.vitals.rateLimitMax, windowMs: config.rateLimit.windowMs }),
    },
    close: async () => {
      vitals.close();
      db.close();
    },
  };
}

async function sharedService(
  config: Needs,
  database: NonNullable<Needs['database']>,
  mailer: Mailer,
  logger: Logger,
): Promise<OutboxService> {
  const pool = createPool(database.url, database.poolMax, logger);
  try {
    const { applied, ahead, boss } = await openDeliveryQueue(
      pool,
      { leaseSeconds: database.leaseSeconds, supervise: true },
      logger,
    );
    if (applied.length > 0) logger.info({ applied }, 'database migrations applied');
    if (ahead) logger.warn('the database has migrations this release does not know: a newer release ran against it');
    const worker = createPgDelivery({
      pool,
      boss,
      mailer,
      logger,
      config,
      retry: config.outbox.retry,
      concurrency: config.outbox.concurrency,
      leaseSeconds: database.leaseSeconds,
      retentionMs: config.outbox.retentionMs,
      rateWindowMs: config.rateLimit.windowMs,
    });
    return {
      store: new PgSubmissionStore(pool, boss, {
        maxPending: config.outbox.maxPending,
        maxBytes: config.outbox.maxBytes,
      }),
      worker,
      vitals: new PgVitals(pool, config.vitals.maxRows),
      limiters: {
        forms: new PgRateLimiter(pool, { scope: 'forms', ...config.rateLimit }),
        vitals: new PgRateLimiter(pool, {
          scope: 'vitals',
          max: config.vitals.rateLimitMax,
          windowMs: config.rateLimit.windowMs,
        }),
      },
      close: async () => {
        await boss.stop({ graceful: false, close: false, wait: true }).catch(() => undefined);
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}
