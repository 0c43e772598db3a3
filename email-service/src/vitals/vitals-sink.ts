import type { VitalName, VitalsReport } from '@inklined/contracts/vitals';

export interface RouteVital {
  readonly route: string;
  readonly metric: VitalName;
  readonly count: number;
  /** The 75th percentile, nearest rank, as the Chrome UX Report computes it. */
  readonly p75: number;
}

/**
 * Where real visits' measurements are kept: a SQLite file of their own (vitals-store.ts) or,
 * with DATABASE_URL, PostgreSQL shared by every instance (postgres/pg-vitals.ts).
 */
export interface VitalsSink {
  add(report: VitalsReport): void | Promise<void>;
  /** p75 and count per route and metric, of the measurements since `since` (ms since the epoch). */
  p75(since?: number): RouteVital[] | Promise<RouteVital[]>;
}
