import Router from '@koa/router';
import type { Outbox } from '../outbox/outbox';
import type { AppState } from '../types';
import { outboxReport } from './health';

interface Gauge {
  readonly name: string;
  readonly help: string;
  readonly value: number;
}

/** Prometheus's text exposition format (version 0.0.4): HELP, TYPE, one sample per gauge. */
export function exposition(gauges: readonly Gauge[], labels: Record<string, string>): string {
  const labelText = Object.entries(labels)
    .map(([key, value]) => `${key}="${value.replace(/["\\\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`))}"`)
    .join(',');
  return gauges
    .map(({ name, help, value }) => `# HELP ${name} ${help}\n# TYPE ${name} gauge\n${name}{${labelText}} ${value}\n`)
    .join('');
}

/**
 * GET /metrics: what a monitoring system scrapes to alert on (docs/deploy.md): the queue's depth,
 * its dead letters and the age of the oldest undelivered submission, from the shared store, so
 * any instance answers for all of them. The same figures as /readyz, in Prometheus's format.
 */
export function metricsRouter(store: Outbox): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/metrics', async function metrics(ctx) {
    const report = await outboxReport(store, Date.now());
    const gauges: Gauge[] = [
      {
        name: 'inklined_outbox_up',
        help: 'Whether the store can be read (1) or not (0).',
        value: report.usable ? 1 : 0,
      },
    ];
    if (report.usable) {
      gauges.push(
        { name: 'inklined_outbox_depth', help: 'Mails waiting or being sent.', value: report.depth },
        {
          name: 'inklined_outbox_dead_letters',
          help: 'Mails that failed every attempt (npm run outbox -- list --state dead).',
          value: report.deadLetters,
        },
        {
          name: 'inklined_outbox_oldest_pending_age_seconds',
          help: 'Age of the oldest mail not yet delivered; 0 when none waits.',
          value: Math.round((report.oldestPendingAgeMs ?? 0) / 1000),
        },
        {
          name: 'inklined_outbox_delivered',
          help: 'Delivered mails still kept (the archive, within retention).',
          value: report.delivered,
        },
        { name: 'inklined_outbox_bytes', help: 'Size of everything the outbox holds.', value: report.bytes },
      );
    }
    ctx.type = 'text/plain; version=0.0.4; charset=utf-8';
    ctx.body = exposition(gauges, { store: store.kind });
  });
  return router;
}
