import type { VitalName, VitalsReport } from '@inklined/contracts/vitals';
import { sql } from 'kysely';
import type { Store } from '../store/open-store';

export interface RouteVital {
  readonly route: string;
  readonly metric: VitalName;
  readonly count: number;
  /** The 75th percentile, nearest rank, as the Chrome UX Report computes it. */
  readonly p75: number;
}

/** Trimmed every so many inserts of an instance, not on each: the table may pass its bound by that much per instance. */
const TRIM_EVERY = 64;

/**
 * What real visits measured: one row per measurement, the route (never the path as typed), the
 * metric, its value and when, in the service's store. The newest `maxRows` are kept.
 */
export class VitalsStore {
  private insertsSinceTrim = 0;

  constructor(
    private readonly store: Pick<Store, 'db'>,
    private readonly maxRows: number,
  ) {}

  async add(report: VitalsReport, at = Date.now()): Promise<void> {
    await this.store.db
      .insertInto('vitals')
      .values(report.samples.map((sample) => ({ at, route: report.route, metric: sample.name, value: sample.value })))
      .execute();
    this.insertsSinceTrim += report.samples.length;
    if (this.insertsSinceTrim >= TRIM_EVERY) {
      this.insertsSinceTrim = 0;
      await this.store.db
        .deleteFrom('vitals')
        .where('id', '<=', (eb) => eb.selectFrom('vitals').select(sql<number>`max(id) - ${this.maxRows}`.as('bound')))
        .execute();
    }
  }

  /**
   * p75 and count per route and metric, of the measurements since `since` (ms since the epoch):
   * the value whose place r is the first with 4r >= 3n (nearest rank, in integers, in either SQL).
   */
  async p75(since = 0): Promise<RouteVital[]> {
    const ranked = this.store.db
      .selectFrom('vitals')
      .where('at', '>=', since)
      .select([
        'route',
        'metric',
        'value',
        sql<number>`row_number() OVER (PARTITION BY route, metric ORDER BY value)`.as('place'),
        sql<number>`count(*) OVER (PARTITION BY route, metric)`.as('n'),
      ]);
    const rows = await this.store.db
      .selectFrom(ranked.as('ranked'))
      .select(['route', 'metric', 'n as count', 'value as p75'])
      .where(sql<boolean>`4 * place >= 3 * n AND 4 * (place - 1) < 3 * n`)
      .orderBy('route')
      .orderBy('metric')
      .execute();
    return rows.map((row) => ({ ...row, metric: row.metric as VitalName }));
  }
}
