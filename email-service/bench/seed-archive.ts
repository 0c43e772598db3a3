import Database from 'libsql';
import { Client } from 'pg';
import { payloads } from '../src/test-support/test-app';

/**
 * `count` delivered submissions, as the archive of OUTBOX_RETENTION_DAYS leaves them, written into
 * the store a running service opened: what every submission is admitted beside in production. Only
 * the columns every release's outbox has, so the benchmark of an earlier release can be seeded too.
 */
export async function seedArchive(env: Record<string, string>, count: number): Promise<void> {
  const request = JSON.stringify(payloads.contactPopup);
  const columns = `id, kind, created_at, state, attempts, next_attempt_at, sent_at, form_type, request_json,
    fingerprint, size_bytes`;
  if (env.DATABASE_URL) {
    const client = new Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query(
      `INSERT INTO outbox (${columns})
       SELECT '<archive-' || n || '@bench>', 'submission', 1700000000000 + n, 'sent', 1, 1700000000000 + n,
              1700000000000 + n, 'contactPopup', $1::text, 'archive-' || n, length($1::text)
       FROM generate_series(1, $2::int) AS n`,
      [request, count],
    );
    await client.end();
    return;
  }
  const db = new Database(env.OUTBOX_PATH!);
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(
    `INSERT INTO outbox (${columns}) VALUES (?, 'submission', ?, 'sent', 1, ?, ?, 'contactPopup', ?, ?, ?)`,
  );
  db.transaction(() => {
    for (let n = 1; n <= count; n += 1) {
      const at = 1_700_000_000_000 + n;
      insert.run(`<archive-${n}@bench>`, at, at, at, request, `archive-${n}`, request.length);
    }
  })();
  db.close();
}
