import { sql, type Kysely } from 'kysely';
import { migrations, type Migration } from './migrations';
import type { StoreKind, Tables } from './tables';

/** Any number; the same on every instance, so two starting at once take turns. */
const MIGRATION_LOCK = 7_150_421;

export interface MigrationResult {
  readonly applied: number[];
  /** The store has migrations this code does not know (a newer release ran against it). */
  readonly ahead: boolean;
}

/**
 * Brings the store up to the repository's migrations (store/migrations/) at start, in one
 * transaction under a lock (PostgreSQL's advisory lock; SQLite's write lock, as every transaction
 * here begins IMMEDIATE), so instances or the `outbox` command starting together apply each once
 * and a failed one leaves nothing half done. Migrations only add, so an upgrade keeps every row and
 * a release rolled back runs beside the newer tables. Versions continue the history PostgreSQL
 * stores have kept in `schema_migrations` since docs/decisions/0024.
 */
export function migrate(
  store: { readonly db: Kysely<Tables>; readonly kind: StoreKind },
  list: readonly Migration[] = migrations,
) {
  return store.db.transaction().execute(async (trx): Promise<MigrationResult> => {
    if (store.kind === 'postgres') await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await trx.schema
      .createTable('schema_migrations')
      .ifNotExists()
      .addColumn('version', 'integer', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('applied_at', sql`timestamptz`, (column) => column.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .execute();
    const done = new Set(
      (await trx.selectFrom('schema_migrations').select('version').execute()).map((row) => row.version),
    );
    const applied: number[] = [];
    for (const migration of list) {
      if (done.has(migration.version)) continue;
      try {
        await migration.up(trx, store.kind);
      } catch (error) {
        throw new Error(`migration ${migration.version} (${migration.name}) failed`, { cause: error });
      }
      await trx.insertInto('schema_migrations').values({ version: migration.version, name: migration.name }).execute();
      applied.push(migration.version);
    }
    const newest = Math.max(0, ...list.map((migration) => migration.version));
    return { applied, ahead: [...done].some((version) => version > newest) };
  });
}
