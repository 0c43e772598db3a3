import type { VitalName, VitalsReport } from '@inklined/contracts/vitals';
import type { Pool } from 'pg';
import type { RouteVital, VitalsSink } from '../vitals/vitals-sink';

/**
 * The vitals table in PostgreSQL (migrations/postgres/0003-vitals.sql): the same rows and the same
 * p75 as vitals-store.ts, shared by every instance. percentile_disc(0.75) is the nearest rank.
 */
export class PgVitals implements VitalsSink {
  private insertsSinceTrim = 0;

  constructor(
    private readonly pool: Pool,
    private readonly maxRows: number,
  ) {}

  async add(report: VitalsReport): Promise<void> {
    await this.pool.query(
      `INSERT INTO vitals (at, route, metric, value)
       SELECT inklined_now_ms(), $1, metric, value FROM unnest($2::text[], $3::float8[]) AS s(metric, value)`,
      [report.route, report.samples.map((sample) => sample.name), report.samples.map((sample) => sample.value)],
    );
    // Trimmed every few dozen inserts of this instance: the table may pass its bound by that much per instance.
    this.insertsSinceTrim += report.samples.length;
    if (this.insertsSinceTrim >= 64) {
      this.insertsSinceTrim = 0;
      await this.pool.query('DELETE FROM vitals WHERE id <= (SELECT max(id) FROM vitals) - $1', [this.maxRows]);
    }
  }

  async p75(since = 0): Promise<RouteVital[]> {
    const result = await this.pool.query<{ route: string; metric: VitalName; count: string; p75: number }>(
      `SELECT route, metric, count(*) AS count, percentile_disc(0.75) WITHIN GROUP (ORDER BY value) AS p75
       FROM vitals WHERE at >= $1 GROUP BY route, metric ORDER BY route, metric`,
      [since],
    );
    return result.rows.map((row) => ({ route: row.route, metric: row.metric, count: Number(row.count), p75: row.p75 }));
  }
}
