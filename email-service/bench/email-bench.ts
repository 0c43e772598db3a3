import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { IDEMPOTENCY_KEY_HEADER, SEND_EMAIL_PATH } from '@inklined/contracts/email';
import { startChildServer, type ChildServer } from '../src/test-support/child-server';
import { startSmtpSink } from '../src/test-support/smtp-sink';
import { payloads } from '../src/test-support/test-app';

/**
 * `npm run bench:email`: JSON submissions to the real service (its own process, outbox on disk,
 * its worker delivering to a local SMTP sink) next to a bare Koa route in a process of its own, on
 * loopback. Then the durability tally of a Jepsen set checker: every request carries a key of its
 * own, written into the message, so each mail that arrives is matched to the request behind it.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const KEY_IN_MAIL = /Submission ([0-9a-f-]{36})/;

const row = (name: string, r: autocannon.Result) =>
  `${name.padEnd(26)}${r.requests.average.toFixed(0).padStart(8)}${String(r.latency.p50).padStart(9)}` +
  `${String(r.latency.p99).padStart(9)}${String(r['2xx']).padStart(8)}${String(r.non2xx).padStart(9)}` +
  `${String(r.errors).padStart(8)}${String(r.timeouts).padStart(10)}`;

function bare(url: string, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payloads.contactPopup),
    connections,
    duration,
  });
}

/** Submissions with a fresh Idempotency-Key each; `attempted` and `acknowledged` collect the keys. */
function submissions(url: string, duration: number, attempted: Set<string>, acknowledged: Set<string>) {
  return autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest(request, context) {
          const key = randomUUID();
          attempted.add(key);
          context.key = key;
          return {
            ...request,
            headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key },
            body: JSON.stringify({ ...payloads.contactPopup, message: `Submission ${key}` }),
          };
        },
        onResponse(status, _body, context) {
          if (status === 200) acknowledged.add(String(context.key));
        },
      },
    ],
  });
}

async function outboxDepth(url: string): Promise<number> {
  const body = (await (await fetch(`${url}/readyz`)).json()) as { outbox: { depth: number } };
  return body.outbox.depth;
}

async function main(): Promise<void> {
  const keysInMail: string[] = [];
  const sink = await startSmtpSink({
    parse: false,
    onRaw: (raw) => {
      const key = KEY_IN_MAIL.exec(raw.toString('latin1'))?.[1];
      if (key) keysInMail.push(key);
    },
  });
  const children: ChildServer[] = [];
  try {
    const bareServer = await startChildServer({}, 'bench/bare-koa.ts');
    children.push(bareServer);
    const service = await startChildServer({
      SMTP_URL: sink.url,
      OUTBOX_PATH: path.join(mkdtempSync(path.join(tmpdir(), 'email-bench-')), 'outbox.sqlite'),
      RATE_LIMIT_MAX: '1000000000',
      LOG_LEVEL: 'info',
    });
    children.push(service);

    await bare(`${bareServer.url}/bare`, 1); // warm-up: JIT, connection set-up
    const bareResult = await bare(`${bareServer.url}/bare`, seconds);
    await submissions(`${service.url}${SEND_EMAIL_PATH}`, 1, new Set(), new Set()); // warm-up
    while ((await outboxDepth(service.url)) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    keysInMail.length = 0;

    const attempted = new Set<string>();
    const acknowledged = new Set<string>();
    const started = Date.now();
    const serviceResult = await submissions(`${service.url}${SEND_EMAIL_PATH}`, seconds, attempted, acknowledged);
    while ((await outboxDepth(service.url)) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const drainedAfter = (Date.now() - started) / 1000;

    const delivered = new Set(keysInMail);
    const tally = {
      attempted: attempted.size,
      acknowledged: acknowledged.size,
      delivered: [...delivered].filter((key) => acknowledged.has(key)).length,
      lost: [...acknowledged].filter((key) => !delivered.has(key)).length,
      duplicated: keysInMail.length - delivered.size,
      recovered: [...delivered].filter((key) => !acknowledged.has(key) && attempted.has(key)).length,
      unexpected: [...delivered].filter((key) => !attempted.has(key)).length,
    };

    console.log(`loopback, ${connections} connections, ${seconds} s per run after a 1 s warm-up\n`);
    console.log(`${''.padEnd(26)}   req/s  p50 ms  p99 ms     2xx  non-2xx  errors  timeouts`);
    console.log(row('bare Koa route', bareResult));
    console.log(row(`POST ${SEND_EMAIL_PATH} (outbox)`, serviceResult));
    console.log(`\noutbox drained (every accepted mail delivered) ${drainedAfter.toFixed(1)} s after the run began`);
    console.log(
      `tally: attempted ${tally.attempted}, acknowledged ${tally.acknowledged}, delivered ${tally.delivered}, ` +
        `lost ${tally.lost}, duplicated ${tally.duplicated}, recovered ${tally.recovered}, unexpected ${tally.unexpected}`,
    );
    console.log(
      'lost and unexpected must be 0; recovered = delivered though the request was still unanswered when the run\n' +
        'stopped; each acknowledged request was committed to SQLite (WAL, synchronous=FULL) before its 200.',
    );
    if (tally.lost > 0 || tally.unexpected > 0) process.exitCode = 1;
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
