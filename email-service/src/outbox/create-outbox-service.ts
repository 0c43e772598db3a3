import type { ServerConfig } from '../config';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { openOutboxDatabase } from './database';
import { Outbox } from './outbox';
import { watchStore } from './store-health';
import { createOutboxWorker, type OutboxWorker } from './worker';

export interface OutboxService {
  readonly outbox: Outbox;
  readonly worker: OutboxWorker;
  close(): void;
}

/** The outbox on disk and its worker, as configured; server.ts and the benchmark start it. */
export function createOutboxService(
  config: Pick<ServerConfig, 'outbox' | 'contactInbox' | 'mailFrom'>,
  mailer: Mailer,
  logger: Logger,
): OutboxService {
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
  return { outbox, worker, close: () => db.close() };
}
