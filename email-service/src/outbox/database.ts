import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * One row per accepted submission, from the moment it is accepted until it is purged after
 * delivery: the outbox is also the archive of every lead (docs/decisions/0012).
 * `state`: queued -> sending -> sent, or back to queued with a later `next_attempt_at`, or dead.
 */
const schema = `
CREATE TABLE IF NOT EXISTS outbox (
  id TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('queued', 'sending', 'sent', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  sent_at INTEGER,
  last_error TEXT,
  form_type TEXT NOT NULL,
  request_json TEXT NOT NULL,
  resume_filename TEXT,
  resume_content_type TEXT,
  resume BLOB,
  idempotency_key TEXT UNIQUE,
  fingerprint TEXT NOT NULL,
  size_bytes INTEGER NOT NULL DEFAULT 0,
  kind TEXT NOT NULL DEFAULT 'submission' CHECK (kind IN ('submission', 'confirmation'))
);
CREATE TABLE IF NOT EXISTS confirmations (
  recipient_hash TEXT PRIMARY KEY,
  confirmed_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (state, next_attempt_at);
CREATE INDEX IF NOT EXISTS outbox_sent ON outbox (state, sent_at);
`;

/**
 * Outboxes written before a column existed gain it here, filled from what the rows hold; run at
 * every open, a no-op once done. Nothing is ever dropped.
 */
function migrate(db: Database.Database): void {
  const columns = new Set((db.pragma('table_info(outbox)') as Array<{ name: string }>).map((column) => column.name));
  if (!columns.has('size_bytes')) {
    db.transaction(() => {
      db.exec('ALTER TABLE outbox ADD COLUMN size_bytes INTEGER NOT NULL DEFAULT 0');
      db.exec('UPDATE outbox SET size_bytes = length(request_json) + coalesce(length(resume), 0)');
    })();
  }
  // Every row written before confirmations existed is a submission.
  if (!columns.has('kind')) {
    db.exec(
      "ALTER TABLE outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'submission' CHECK (kind IN ('submission', 'confirmation'))",
    );
  }
}

/**
 * SQLite through better-sqlite3: WAL so the worker, the HTTP handler and the `outbox` command can
 * read while one writes; synchronous=FULL so a committed submission survives a power cut, not
 * only a crash of the process (WAL's default, NORMAL, may lose the last transactions then).
 */
export function openOutboxDatabase(file: string): Database.Database {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // Only takes effect on a new file: the space of dropped resumes is given back by the worker's
  // hourly purge (incremental_vacuum) instead of staying in the file.
  db.pragma('auto_vacuum = INCREMENTAL');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  // The command-line tool and the service may write at the same moment: wait instead of failing.
  db.pragma('busy_timeout = 5000');
  db.exec(schema);
  migrate(db);
  return db;
}
