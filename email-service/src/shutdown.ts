import type { Server } from 'node:http';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { OutboxService } from './outbox/create-outbox-service';
import type { Lifecycle } from './types';

export interface ShutdownDeps {
  readonly server: Server;
  readonly lifecycle: Lifecycle;
  readonly mailer: Mailer;
  readonly store: OutboxService;
  readonly logger: Logger;
  /** In-flight requests get this long; then their connections are closed. */
  readonly graceMs: number;
  readonly exit: (code: number) => void;
}

/**
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish, let the worker finish the sends
 * it started (their outcome is recorded), then close the transport and the outbox and exit 0.
 * Mail not yet sent stays in the outbox for the next start. A second signal exits at once.
 */
export function createShutdown({ server, lifecycle, mailer, store, logger, graceMs, exit }: ShutdownDeps) {
  return function shutdown(signal: NodeJS.Signals): void {
    if (lifecycle.draining) {
      logger.warn({ signal }, 'second signal: exiting without waiting');
      exit(1);
      return;
    }
    lifecycle.draining = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests and sends');
    let forced = false;
    const deadline = setTimeout(() => {
      forced = true;
      logger.warn({ graceMs }, 'grace period over: closing the remaining connections');
      server.closeAllConnections();
      mailer.close();
    }, graceMs).unref();
    const httpClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    void Promise.all([httpClosed, store.worker.stop()])
      .then(() => {
        clearTimeout(deadline);
        mailer.close();
        return store.close().catch((error: unknown) => logger.error({ err: error }, 'closing the store failed'));
      })
      .then(() => {
        logger.info({ forced }, 'stopped');
        exit(forced ? 1 : 0);
      });
  };
}
