import { afterAll, beforeAll } from '@jest/globals';
import { createLogger } from '../logger';
import { startTestPostgres, type TestPostgres } from '../test-support/postgres';
import { submissionStoreContract } from '../test-support/submission-store-contract';
import { openDeliveryQueue } from './delivery-queue';
import { PgSubmissionStore } from './pg-store';
import { createPool } from './pool';

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startTestPostgres();
}, 60_000);
afterAll(() => postgres.stop());

submissionStoreContract('the shared store (PostgreSQL)', async (limits) => {
  const logger = createLogger('silent');
  const pool = createPool(await postgres.createDatabase(), 4, logger);
  const { boss } = await openDeliveryQueue(pool, { leaseSeconds: 30, supervise: false }, logger);
  return {
    store: new PgSubmissionStore(pool, boss, limits),
    close: async () => {
      await boss.stop({ graceful: false, close: false, wait: true });
      await pool.end();
    },
  };
});
