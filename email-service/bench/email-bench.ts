import autocannon from 'autocannon';
import { SEND_EMAIL_PATH } from '@inklined/contracts/email';
import { startChildServer, type ChildServer } from '../src/test-support/child-server';
import { startSmtpSink } from '../src/test-support/smtp-sink';
import { payloads } from '../src/test-support/test-app';

/**
 * `npm run bench:email`: JSON submissions to the real service (its own process, SMTP to a local
 * sink) next to a bare Koa route in a process of its own, on loopback, a few seconds each.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const body = JSON.stringify(payloads.contactPopup);

function load(url: string, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    connections,
    duration,
  });
}

async function measure(url: string): Promise<autocannon.Result> {
  await load(url, 1); // warm-up: JIT, connection set-up
  return load(url, seconds);
}

const row = (name: string, r: autocannon.Result) =>
  `${name.padEnd(22)}${r.requests.average.toFixed(0).padStart(8)}${String(r.latency.p50).padStart(9)}` +
  `${String(r.latency.p99).padStart(9)}${String(r['2xx']).padStart(8)}${String(r.non2xx).padStart(9)}` +
  `${String(r.errors).padStart(8)}${String(r.timeouts).padStart(10)}`;

/** Requests cut off when a run ends may still complete their SMTP session: wait until the sink is quiet. */
async function settledCount(count: () => number): Promise<number> {
  for (let last = -1; last !== count();) {
    last = count();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return count();
}

async function main(): Promise<void> {
  const sink = await startSmtpSink({ parse: false });
  const children: ChildServer[] = [];
  try {
    const bare = await startChildServer({}, 'bench/bare-koa.ts');
    children.push(bare);
    const service = await startChildServer({ SMTP_URL: sink.url, RATE_LIMIT_MAX: '1000000000' });
    children.push(service);

    const bareResult = await measure(`${bare.url}/bare`);
    await load(`${service.url}${SEND_EMAIL_PATH}`, 1);
    const before = await settledCount(sink.count);
    const serviceResult = await load(`${service.url}${SEND_EMAIL_PATH}`, seconds);
    const delivered = (await settledCount(sink.count)) - before;

    console.log(`loopback, ${connections} connections, ${seconds} s per run after a 1 s warm-up\n`);
    console.log(`${''.padEnd(22)}   req/s  p50 ms  p99 ms     2xx  non-2xx  errors  timeouts`);
    console.log(row('bare Koa route', bareResult));
    console.log(row(`POST ${SEND_EMAIL_PATH}`, serviceResult));
    const acknowledged = serviceResult['2xx'];
    console.log(
      `\nmails: ${acknowledged} acknowledged with 200, ${delivered} reached the SMTP sink, ` +
        `${Math.max(0, acknowledged - delivered)} lost, ${Math.max(0, delivered - acknowledged)} delivered ` +
        'for requests still in flight when the run stopped',
    );
    console.log(
      'note: every submission is one SMTP session, and smtp-server (the sink) waits 100 ms before its greeting,\n' +
        'so the service latency is bounded below by that wait; the bare route shows the HTTP stack alone.',
    );
  } finally {
    for (const child of children) child.process.kill('SIGTERM');
    await Promise.all(children.map((child) => child.exited));
    await sink.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
