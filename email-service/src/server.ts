import type { AddressInfo } from 'node:net';
import { createGuardedServer } from '@inklined/server-kit/http-server';
import { createApp } from './app';
import { answerClientError } from './client-error';
import { loadConfig, loadEnvFile } from './config';
import { createLogger } from './logger';
import { createMailer } from './mail/create-mailer';
import { memoryReturnConfigured } from './memory-return';
import { createOutboxService } from './outbox/create-outbox-service';
import { createShutdown } from './shutdown';
import type { Lifecycle } from './types';

loadEnvFile();

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const mailer = createMailer(config);
  // With DATABASE_URL this connects and migrates first: an unreachable database stops the start.
  const store = await createOutboxService(config, mailer, logger);
  const lifecycle: Lifecycle = { draining: false };
  const app = createApp({
    config,
    mailer,
    store: store.outbox,
    onStored: store.worker.wake,
    logger,
    lifecycle,
    vitals: store.vitals,
    limiters: store.limiters,
  });
  // Koa answers what its middleware throws (errorHandler, as JSON); the guard around it also answers
  // what a listener on the request stream throws (a body parser's callback, say), which Koa never
  // sees. A 5 MB upload on a poor connection still fits in the 60 s a request may take.
  const server = createGuardedServer(app, { log: logger, requestTimeoutMs: 60_000 });

  const shutdown = createShutdown({
    server,
    lifecycle,
    mailer,
    store,
    logger,
    graceMs: config.shutdownGraceMs,
    exit: (code) => process.exit(code),
  });
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  server.on('clientError', answerClientError);
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'server error');
    process.exit(1);
  });
  if (!memoryReturnConfigured()) {
    logger.warn('MALLOC_MMAP_THRESHOLD_ is not set: memory used by an upload burst may not return to the system');
  }
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    logger.info(
      {
        host: config.host,
        port,
        transport: mailer.kind,
        mailDir: mailer.kind === 'eml' ? config.mailDir : undefined,
        store: store.store.kind,
        outbox: config.database ? undefined : config.outbox.path,
      },
      `email service listening on http://${config.host}:${port}`,
    );
    store.worker.start();
  });
}

main().catch((error: unknown) => {
  // Before the service listens (a bad environment, a database that cannot be reached): one plain
  // line and a failing exit code.
  process.stderr.write(`email-service: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
