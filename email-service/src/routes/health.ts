import Router from '@koa/router';
import type { Mailer } from '../mail/mailer';
import type { Outbox, OutboxStats } from '../outbox/outbox';
import type { AppState, Lifecycle } from '../types';

export async function outboxReport(store: Outbox, now: number) {
  let stats: OutboxStats;
  try {
    const health = store.health();
    if (!health.ok) return { usable: false, reason: health.reason } as const;
    stats = await store.stats();
  } catch {
    return { usable: false, reason: 'the outbox cannot be read' } as const;
  }
  const { queued, sending, dead, sent, oldestPendingAt, bytes } = stats;
  return {
    usable: true,
    bytes,
    depth: queued + sending,
    queued,
    sending,
    deadLetters: dead,
    delivered: sent,
    oldestPendingAgeMs: oldestPendingAt === null ? null : Math.max(0, now - oldestPendingAt),
  } as const;
}

/**
 * /healthz: the process answers. /readyz: it should get traffic (not draining, the outbox is the
 * file it opened, in a writable folder, and can be read; the transport is usable), with the outbox's depth and dead letters; whether the SMTP
 * server answers is reported but does not make the service unready: the outbox holds the mail.
 */
export function healthRouter(mailer: Mailer, lifecycle: Lifecycle, store: Outbox): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/healthz', async function healthz(ctx) {
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async function readyz(ctx) {
    const transport = await mailer.status();
    const outbox = await outboxReport(store, Date.now());
    const ready = !lifecycle.draining && transport.usable && outbox.usable;
    ctx.status = ready ? 200 : 503;
    ctx.body = { ready, draining: lifecycle.draining, ...transport, store: store.kind, outbox };
  });
  return router;
}
