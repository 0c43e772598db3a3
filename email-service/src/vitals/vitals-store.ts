import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { VitalName, VitalsReport } from '@inklined/contracts/vitals';
import type { RouteVital, VitalsSink } from './vitals-sink';

const schema = `
CREATE TABLE IF NOT EXISTS vitals (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  route TEXT NOT NULL,
  metric TEXT NOT NULL,
  value REAL NOT NULL
);
`;

export interface VitalsStoreOptions {
  /** The SQLite file; `:memory:` for tests. */
  readonly file: string;
  /** The newest measurements kept; older ones are dropped as new ones arrive. */
  readonly maxRows: number;
}

export type { RouteVital } from './vitals-sink';

/**
 * What real visits measured: one row per measurement, the route (never the path as typed), the
 * metric, its value and when. A table of its own file, apart from the outbox: losing the last few
 * measurements in a power cut does not matter (synchronous=NORMAL), losing a lead would.
 */
export class VitalsStore implements VitalsSink {
  private readonly db: Database.Database;
  private readonly insert: Database.Statement<[number, string, string, number]>;
  private readonly trim: Database.Statement<[number]>;
  private readonly maxRows: number;
  private insertsSinceTrim = 0;

  constructor({ file, maxRows }: VitalsStoreOptions) {
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(schema);
    this.maxRows = maxRows;
    this.insert = this.db.prepare('INSERT INTO vitals (at, route, metric, value) VALUES (?, ?, ?, ?)');
    this.trim = this.db.prepare('DELETE FROM vitals WHERE id <= (SELECT max(id) FROM vitals) - ?');
    this.trim.run(maxRows);
  }

  add(report: VitalsReport, at = Date.now()): void {
    this.db.transaction(() => {
      for (const sample of report.samples) this.insert.run(at, report.route, sample.name, sample.value);
    })();
    // Trimmed every few dozen inserts, not on each: the table may pass its bound by that much.
    this.insertsSinceTrim += report.samples.length;
    if (this.insertsSinceTrim >= 64) {
      this.insertsSinceTrim = 0;
      this.trim.run(this.maxRows);
    }
  }

  get size(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM vitals').get() as { n: number }).n;
  }

  /** p75 and count per route and metric, of the measurements since `since` (ms since the epoch). */
  p75(since = 0): RouteVital[] {
    const rows = this.db
      .prepare('SELECT route, metric, value FROM vitals WHERE at >= ? ORDER BY route, metric, value')
      .all(since) as { route: string; metric: VitalName; value: number }[];
    const groups = new Map<string, { route: string; metric: VitalName; values: number[] }>();
    for (const row of rows) {
      const key = `${row.route}\u0000${row.metric}`;
      const group = groups.get(key) ?? { route: row.route, metric: row.metric, values: [] };
      group.values.push(row.value);
      groups.set(key, group);
    }
    return [...groups.values()].map(({ route, metric, values }) => ({
      route,
      metric,
      count: values.length,
      p75: values[Math.ceil(values.length * 0.75) - 1] as number,
    }));
  }

  close(): void {
    this.db.close();
  }
}
