import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';

/** The baseline: a Koa app with one POST route and nothing else, answering like the service does. */
const app = new Koa();
const router = new Router();
router.post('/bare', async function bare(ctx) {
  ctx.body = { success: true, messageId: 'bare' };
});
app.use(router.routes());

const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
