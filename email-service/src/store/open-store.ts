import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type SqliteDatabase,
  type Transaction,
} from 'kysely';
import Database from 'libsql';
import pg from 'pg';
import type { Logger } from '../logger';
import { watchFile, type StoreHealth } from './file-health';
import { migrate } from './migrate';
import type { StoreKind, Tables } from './tables';

/** The one storage layer: a query builder over the embedded file or the shared database. */
export interface Store {
  readonly kind: StoreKind;
  readonly db: Kysely<Tables>;
  /** Checked before every acknowledgement: the file opened is still there, in a writable folder. */
  usable(): StoreHealth;
  /**
   * Runs `work` in a transaction whose commit survives a power cut: the acknowledgement of a
   * submission. On SQLite the other writes (a rate-limit bucket, a measurement, the worker's
   * claims) do not wait for the disk; on PostgreSQL every commit does.
   */
  durable<T>(work: (trx: Transaction<Tables>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type StoreTarget = { readonly path: string } | { readonly url: string; readonly poolMax: number };

/** Opens the store the configuration names and brings its schema up to date (migrate.ts). */
export async function openStore(target: StoreTarget, logger: Logger): Promise<Store> {
  const store = 'url' in target ? sharedStore(target.url, target.poolMax, logger) : embeddedStore(target.path);
  try {
    const { applied, ahead } = await migrate(store);
    if (applied.length > 0) logger.info({ applied }, 'store migrations applied');
    if (ahead) logger.warn('the store has migrations this release does not know: a newer release ran against it');
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

const healthy: StoreHealth = { ok: true };
const syncNormal = CompiledQuery.raw('PRAGMA synchronous = NORMAL');
const syncFull = CompiledQuery.raw('PRAGMA synchronous = FULL');
const MAX_STATEMENTS = 200;

/** A row as the tables declare it: libsql reads a BLOB as an ArrayBuffer, the tables a Buffer. */
function withBuffers(row: unknown): unknown {
  if (row === null || typeof row !== 'object') return row;
  const values = row as Record<string, unknown>;
  for (const [column, value] of Object.entries(values)) {
    if (value instanceof ArrayBuffer) values[column] = Buffer.from(value);
  }
  return values;
}

/**
 * A statement as Kysely reads it, its rows with Buffers. libsql's run() takes one step where
 * better-sqlite3's runs a statement to its end: `PRAGMA incremental_vacuum` yields a step per page
 * it frees, and would stay in progress, failing the next SAVEPOINT. A PRAGMA (never a reader here,
 * never with parameters) therefore runs by exec, which steps it to its end.
 */
function adapt(sqlite: Database.Database, text: string): ReturnType<SqliteDatabase['prepare']> {
  const statement = sqlite.prepare(text);
  const pragma = /^\s*pragma\b/i.test(text) && !statement.reader;
  return {
    reader: statement.reader,
    all: (parameters) => statement.all(parameters).map(withBuffers),
    run(parameters) {
      if (!pragma) return statement.run(parameters);
      if (parameters.length > 0) throw new Error(`a PRAGMA takes no parameters: ${text}`);
      sqlite.exec(text);
      return { changes: 0, lastInsertRowid: 0 };
    },
    *iterate(parameters) {
      for (const row of statement.iterate(parameters)) yield withBuffers(row);
    },
  };
}

/**
 * libsql (SQLite, better-sqlite3's interface) as Kysely sees it, with three changes. Each statement
 * is prepared once, not per query. Every transaction begins IMMEDIATE, taking the write lock at its
 * start: a deferred one that reads and then writes fails at once (SQLITE_BUSY) if the `outbox`
 * command wrote meanwhile. And it behaves as better-sqlite3 did where libsql differs (`adapt`).
 */
function preparedOnce(sqlite: Database.Database): SqliteDatabase {
  const statements = new Map<string, ReturnType<SqliteDatabase['prepare']>>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const text = sql === 'begin' ? 'begin immediate' : sql;
      let statement = statements.get(text);
      if (!statement) {
        statement = adapt(sqlite, text);
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/**
 * SQLite through libsql: WAL so the service and the `outbox` command can read while one
 * writes. synchronous=NORMAL (WAL written at each commit, synced at checkpoints) survives a crash of
 * the process, FULL (synced at each commit) also a power cut: what acknowledges a submission runs
 * with FULL, which syncs the commits written before it too.
 */
function embeddedStore(file: string): Store {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  // The command-line tools and the service may write at the same moment: wait instead of failing.
  // First, before the pragmas below: they too wait for a lock another process holds.
  sqlite.pragma('busy_timeout = 5000');
  // Only takes effect on a new file: the space of purged rows and dropped resumes is given back.
  sqlite.pragma('auto_vacuum = INCREMENTAL');
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: preparedOnce(sqlite) }) });
  const durable = groupCommit(db);
  return { kind: 'embedded', db, usable: watchFile(file), durable, close: () => db.destroy() };
}

type Outcome = PromiseSettledResult<unknown>;

/** Works one commit takes at most; the others wait for the next. */
const MAX_GROUP = 64;

/**
 * Durable commits grouped: the works that come while one commit waits for the disk share the next
 * transaction and its one sync, each under a savepoint of its own, so a work that fails undoes only
 * its own writes. Each settles once the transaction has committed (or failed as a whole).
 */
function groupCommit(db: Kysely<Tables>): Store['durable'] {
  const waiting: { work: (trx: Transaction<Tables>) => Promise<unknown>; settle: (outcome: Outcome) => void }[] = [];
  const commitNext = async () => {
    const group = waiting.splice(0, MAX_GROUP);
    if (waiting.length > 0) setImmediate(commitNext);
    const outcomes = await db
      .connection()
      .execute(async (connection) => {
        await connection.executeQuery(syncFull);
        try {
          return await connection.transaction().execute(async (trx) => {
            const settled: Outcome[] = [];
            for (const { work } of group) {
              await sql`SAVEPOINT work`.execute(trx);
              settled.push(await Promise.allSettled([work(trx)]).then(([outcome]) => outcome!));
              if (settled.at(-1)!.status === 'rejected') await sql`ROLLBACK TO work`.execute(trx);
              await sql`RELEASE work`.execute(trx);
            }
            return settled;
          });
        } finally {
          await connection.executeQuery(syncNormal);
        }
      })
      .catch((reason: unknown) => group.map((): Outcome => ({ status: 'rejected', reason })));
    group.forEach((item, index) => item.settle(outcomes[index]!));
  };
  return <T>(work: (trx: Transaction<Tables>) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const settle = (outcome: Outcome) =>
        outcome.status === 'fulfilled' ? resolve(outcome.value as T) : reject(outcome.reason);
      // The first to wait schedules the commit; the others join it.
      if (waiting.push({ work, settle }) === 1) setImmediate(commitNext);
    });
}

/** bigint (times, counts) and numeric (sums) as numbers, as SQLite gives them: all stay far below 2^53. */
const numbers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC
      ? Number
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

function sharedStore(url: string, poolMax: number, logger: Logger): Store {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    // A database that stops answering fails a request in seconds instead of holding it.
    connectionTimeoutMillis: 5000,
    statement_timeout: 15_000,
    application_name: 'inklined-email-service',
    types: numbers,
  });
  // An idle client losing its connection (the database restarted) must not end the process.
  pool.on('error', (error) => logger.warn({ err: error }, 'an idle database connection was lost'));
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    db,
    usable: () => healthy,
    durable: (work) => db.transaction().execute(work),
    close: () => db.destroy(),
  };
}
