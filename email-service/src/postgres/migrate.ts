import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Pool, PoolClient } from 'pg';

/** email-service/migrations/postgres: `NNNN-name.sql`, applied in order, each once. */
export const migrationsDir = path.resolve(__dirname, '..', '..', 'migrations', 'postgres');

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export function readMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}-[a-z0-9-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 4)),
      name: file.slice(5, -4),
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/** Any number to take; the same on every instance, so two starting at once take turns. */
const MIGRATION_LOCK = 7_150_421;

/**
 * Runs `work` while holding the schema lock, on a client of its own: instances starting together
 * take turns at changing the schema (ours, then pg-boss's, which it installs on its first start
 * and does not guard against a second process doing the same).
 */
export async function withSchemaLock<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return await work(client);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

export interface MigrationResult {
  readonly applied: number[];
  /** The database has migrations this code does not know. */
  readonly ahead: boolean;
}

/**
 * Brings the database up to the repository's migrations at start. Each one runs in a transaction
 * of its own with its row in `schema_migrations`, so a failed one leaves nothing half done, and the
 * schema lock makes instances starting together apply it once. Migrations only add (tables,
 * columns with defaults, functions): none ever drops or rewrites what rows hold, so an upgrade
 * keeps every submission. A database ahead of this code (a newer release rolled back) is left as
 * it is, and said so.
 */
export async function applyMigrations(client: PoolClient, migrations = readMigrations()): Promise<MigrationResult> {
  await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set(
    (await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((row) => row.version),
  );
  const applied: number[] = [];
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    await client.query('BEGIN');
    try {
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw new Error(`migration ${migration.version} (${migration.name}) failed`, { cause: error });
    }
    applied.push(migration.version);
  }
  const newest = Math.max(0, ...migrations.map((migration) => migration.version));
  return { applied, ahead: [...done].some((version) => version > newest) };
}

/** The migrations alone, under the schema lock (the CLIs; the service also starts pg-boss under it). */
export function migrate(pool: Pool, migrations = readMigrations()): Promise<MigrationResult> {
  return withSchemaLock(pool, (client) => applyMigrations(client, migrations));
}
