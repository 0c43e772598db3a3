import type { Server } from 'node:http';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { Lifecycle } from './types';

export interface ShutdownDeps {
  readonly server: Server;
  readonly lifecycle: Lifecycle;
  readonly mailer: Mailer;
  readonly logger: Logger;
  /** In-flight requests get this long; then their connections are closed. */
  readonly graceMs: number;
  readonly exit: (code: number) => void;
}

/**
 * SIGTERM/SIGINT: stop accepting, let in-flight submissions finish (each is an SMTP session the
 * visitor is waiting for), then exit 0. A second signal exits at once.
 */
export function createShutdown({ server, lifecycle, mailer, logger, graceMs, exit }: ShutdownDeps) {
  return function shutdown(signal: NodeJS.Signals): void {
    if (lifecycle.draining) {
      logger.warn({ signal }, 'second signal: exiting without waiting');
      exit(1);
      return;
    }
    lifecycle.draining = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    let forced = false;
    const deadline = setTimeout(() => {
      forced = true;
      logger.warn({ graceMs }, 'grace period over: closing the remaining connections');
      server.closeAllConnections();
    }, graceMs);
    deadline.unref();
    server.close(() => {
      clearTimeout(deadline);
      mailer.close();
      logger.info({ forced }, 'stopped');
      exit(forced ? 1 : 0);
    });
    server.closeIdleConnections();
  };
}
