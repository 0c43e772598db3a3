import Router from '@koa/router';
import type { Mailer } from '../mail/mailer';
import type { AppState, Lifecycle } from '../types';

/**
 * /healthz: the process answers. /readyz: it should get traffic (not draining, transport usable);
 * whether the SMTP server answers is reported but does not make the service unready.
 */
export function healthRouter(mailer: Mailer, lifecycle: Lifecycle): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/healthz', async function healthz(ctx) {
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async function readyz(ctx) {
    const transport = await mailer.status();
    const ready = !lifecycle.draining && transport.usable;
    ctx.status = ready ? 200 : 503;
    ctx.body = { ready, draining: lifecycle.draining, ...transport };
  });
  return router;
}
