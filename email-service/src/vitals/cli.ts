import { existsSync } from 'node:fs';
import type { VitalName } from '@inklined/contracts/vitals';
import { loadConfig, loadEnvFile } from '../config';
import { createLogger } from '../logger';
import { migrate } from '../postgres/migrate';
import { PgVitals } from '../postgres/pg-vitals';
import { createPool } from '../postgres/pool';
import type { RouteVital } from './vitals-sink';
import { VitalsStore } from './vitals-store';

const usage = `Usage: npm run vitals -- [--days N]

Prints the 75th percentile of LCP, INP and CLS per route from real visits of the last N days
(default 28, as the Chrome UX Report), rated as web.dev rates them. VITALS_PATH names the store
(default email-service/var/vitals.sqlite); with DATABASE_URL set, the shared PostgreSQL store is read.`;

/** web.dev's thresholds: good up to the first, poor beyond the second. */
const thresholds: Record<VitalName, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

export function rating(metric: VitalName, value: number): 'good' | 'needs improvement' | 'poor' {
  const [good, poor] = thresholds[metric];
  return value <= good ? 'good' : value <= poor ? 'needs improvement' : 'poor';
}

const shown = (metric: VitalName, value: number) =>
  metric === 'CLS' ? value.toFixed(3) : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;

/** The report as text: one line per route and metric, in route order. */
export function vitalsTable(rows: readonly RouteVital[], days: number): string {
  if (rows.length === 0) return `No measurements in the last ${days} days.\n`;
  const lines = [
    `Real-user vitals, last ${days} days (p75, nearest rank)`,
    `${'route'.padEnd(20)} ${'metric'.padEnd(6)} ${'count'.padStart(7)} ${'p75'.padStart(9)}  rating`,
    ...[...rows]
      .sort((a, b) => a.route.localeCompare(b.route) || a.metric.localeCompare(b.metric))
      .map(
        (row) =>
          `${row.route.padEnd(20)} ${row.metric.padEnd(6)} ${String(row.count).padStart(7)} ${shown(row.metric, row.p75).padStart(9)}  ${rating(row.metric, row.p75)}`,
      ),
  ];
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help')) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const daysIndex = args.indexOf('--days');
  const days = daysIndex >= 0 ? Number(args[daysIndex + 1]) : 28;
  if (!Number.isFinite(days) || days <= 0) {
    process.stderr.write(`${usage}\n`);
    process.exitCode = 2;
    return;
  }
  loadEnvFile();
  const config = loadConfig();
  const since = Date.now() - days * 24 * 60 * 60 * 1000;
  if (config.database) {
    const pool = createPool(config.database.url, 1, createLogger('warn'));
    try {
      await migrate(pool);
      process.stdout.write(vitalsTable(await new PgVitals(pool, config.vitals.maxRows).p75(since), days));
    } finally {
      await pool.end();
    }
    return;
  }
  if (config.vitals.path !== ':memory:' && !existsSync(config.vitals.path)) {
    process.stdout.write(`No measurements yet: ${config.vitals.path} does not exist (the service creates it).\n`);
    return;
  }
  const store = new VitalsStore({ file: config.vitals.path, maxRows: config.vitals.maxRows });
  try {
    process.stdout.write(vitalsTable(store.p75(since), days));
  } finally {
    store.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`vitals: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
