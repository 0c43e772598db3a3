import { existsSync } from 'node:fs';
import { loadConfig, loadEnvFile, type ServerConfig } from '../config';
import { createLogger } from '../logger';
import { openStore, type Store } from './open-store';

/**
 * A command's run against the running service's store, as its configuration names it
 * (`npm run outbox`, `npm run vitals`): `work` resolves to the exit code. An embedded file that does
 * not exist yet is not created by reading it.
 */
export function runCommand(name: string, work: (store: Store, config: ServerConfig) => Promise<number>): void {
  const run = async (): Promise<number> => {
    loadEnvFile();
    const config = loadConfig();
    const { database, outbox } = config;
    if (!database && outbox.path !== ':memory:' && !existsSync(outbox.path)) {
      process.stderr.write(`${name}: no store at ${outbox.path} yet: the service creates it when it starts\n`);
      return 1;
    }
    const target = database ? { url: database.url, poolMax: 2 } : { path: outbox.path };
    const store = await openStore(target, createLogger('warn'));
    try {
      return await work(store, config);
    } finally {
      await store.close();
    }
  };
  run().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      process.stderr.write(`${name}: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
