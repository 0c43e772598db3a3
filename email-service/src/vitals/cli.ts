import type { VitalName } from '@inklined/contracts/vitals';
import { runCommand } from '../store/run-command';
import { VitalsStore, type RouteVital } from './vitals-store';

const usage = `Usage: npm run vitals -- [--days N]

Prints the 75th percentile of LCP, INP and CLS per route from real visits of the last N days
(default 28, as the Chrome UX Report), rated as web.dev rates them, from the service's store:
OUTBOX_PATH (default email-service/var/outbox.sqlite), or with DATABASE_URL set, the shared PostgreSQL.`;

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

/** `--days N` (28 by default), or undefined when the arguments are not understood. */
function daysOf(args: readonly string[]): number | undefined {
  const index = args.indexOf('--days');
  const days = index >= 0 ? Number(args[index + 1]) : 28;
  return Number.isFinite(days) && days > 0 ? days : undefined;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const days = daysOf(args);
  if (args.includes('--help') || days === undefined) {
    process.stdout.write(`${usage}\n`);
    process.exitCode = args.includes('--help') ? 0 : 2;
  } else {
    runCommand('vitals', async (store, config) => {
      const since = Date.now() - days * 24 * 60 * 60 * 1000;
      process.stdout.write(vitalsTable(await new VitalsStore(store, config.vitals.maxRows).p75(since), days));
      return 0;
    });
  }
}
