import { Pool, type PoolClient } from 'pg';
import type { Logger } from '../logger';

/** The pg driver returns bigint columns as strings; every bigint here is a millisecond time or a count. */
export function toNumber(value: string | number | null): number | null {
  return value === null ? null : Number(value);
}

export function createPool(url: string, max: number, logger: Logger): Pool {
  const pool = new Pool({
    connectionString: url,
    max,
    // A database that stops answering fails a request in seconds instead of holding it.
    connectionTimeoutMillis: 5000,
    statement_timeout: 15_000,
    application_name: 'inklined-email-service',
  });
  // An idle client losing its connection (the database restarted) must not end the process.
  pool.on('error', (error) => logger.warn({ err: error }, 'an idle database connection was lost'));
  return pool;
}

/** Runs `work` in one transaction on one client: committed if it resolves, rolled back if it throws. */
export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
