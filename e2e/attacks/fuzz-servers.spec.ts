import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { formTypes } from '@inklined/contracts/email-fields';
import { expect, test } from '../fixtures';
import { e2ePortBase } from '../site';
import { residentMb } from '../support/raw-request';
import { startSite, type SiteProcess } from '../support/site-process';

/**
 * Issue 18: no request may end a process. `npm start` on its own ports gets at least 10,000
 * generated bodies (random JSON of every shape, type, depth and size; the contracts' shapes with
 * wrong types; odd content types and methods; broken multipart; raw bytes) at every endpoint of
 * every server: the shell (and through it the remotes and the email service), each remote's
 * server and the email service directly. Every request must get an HTTP answer, none a 500, and
 * afterwards every part must still be the process that started.
 */
const BODIES = 10_000;
const CONCURRENCY = 16;
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

interface Target {
  readonly server: 'shell' | 'marketing' | 'careers' | 'forms' | 'email';
  readonly path: string;
}

const anything: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ maxLength: 6_000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant({ toString: 1 }),
  fc.constant({ valueOf: 'x', length: -1 }),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 }),
);
const keys = (...names: string[]) =>
  fc.dictionary(fc.constantFrom(...names, '__proto__', 'constructor', 'x'), anything);

const json = (value: fc.Arbitrary<unknown>) => value.map((body) => Buffer.from(JSON.stringify(body) ?? 'null'));
const bodies: fc.Arbitrary<Buffer> = fc.oneof(
  json(fc.jsonValue({ maxDepth: 8 })),
  json(
    fc.record(
      {
        to_email: anything,
        subject: anything,
        message: anything,
        from_email: anything,
        from_name: anything,
        phone: anything,
        resume: anything,
        website: anything,
        formType: fc.oneof(fc.constantFrom(...formTypes), anything),
      },
      { requiredKeys: [] },
    ),
  ),
  json(
    fc.oneof(
      fc.record({ 'csp-report': keys('document-uri', 'blocked-uri', 'effective-directive') }),
      fc.array(fc.record({ type: anything, body: keys('documentURL', 'blockedURL') })),
    ),
  ),
  json(fc.record({ route: anything, samples: fc.oneof(fc.array(keys('name', 'value'), { maxLength: 4 }), anything) })),
  fc.integer({ min: 100, max: 50_000 }).map((depth) => Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
  fc.integer({ min: 100, max: 20_000 }).map((depth) => Buffer.from(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)),
  fc.uint8Array({ maxLength: 70_000 }).map((bytes) => Buffer.from(bytes)),
  fc.string({ unit: 'binary', maxLength: 3_000 }).map((text) => Buffer.from(text)),
  // Multipart, whole or broken: missing boundaries, parts cut short, headers where data belongs.
  fc
    .tuple(
      fc.array(
        fc.tuple(fc.constantFrom('resume', 'message', 'formType', 'x', ''), fc.uint8Array({ maxLength: 4_000 })),
        { maxLength: 30 },
      ),
      fc.boolean(),
      fc.nat({ max: 50 }),
    )
    .map(([parts, close, cut]) => {
      const text = parts
        .map(([name, data]) =>
          Buffer.concat([
            Buffer.from(`--fuzz\r\nContent-Disposition: form-data; name="${name}"; filename="cv.pdf"\r\n\r\n`),
            Buffer.from(data),
            Buffer.from('\r\n'),
          ]),
        )
        .concat(close ? [Buffer.from('--fuzz--\r\n')] : []);
      const whole = Buffer.concat(text);
      return whole.subarray(0, Math.max(0, whole.length - cut));
    }),
);

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/csp-report',
  'application/reports+json',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/x-www-form-urlencoded',
  'text/html',
  '*/*',
  undefined,
);
const methods = fc.constantFrom('POST', 'POST', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'GET', 'OPTIONS');

const targets: readonly Target[] = [
  { server: 'shell', path: '/api/sendEmail' },
  { server: 'shell', path: '/api/vitals' },
  { server: 'shell', path: '/csp-report' },
  { server: 'shell', path: '/remotes.json' },
  { server: 'shell', path: '/' },
  { server: 'shell', path: '/careers/medical-writing-specialist' },
  { server: 'shell', path: '/mf/careers/remoteEntry.js' },
  { server: 'shell', path: '/sitemap.xml' },
  { server: 'shell', path: '/blog/feed.xml' },
  { server: 'shell', path: '/readyz' },
  { server: 'marketing', path: '/remoteEntry.js' },
  { server: 'careers', path: '/ssr/bundles.json' },
  { server: 'forms', path: '/nope' },
  { server: 'email', path: '/api/sendEmail' },
  { server: 'email', path: '/api/vitals' },
  { server: 'email', path: '/readyz' },
];
const offsets: Readonly<Record<Target['server'], number>> = { shell: 0, marketing: 1, careers: 2, forms: 3, email: 4 };

type Outcome = { status: number } | { error: string };

function send(port: number, target: Target, method: string, type: string | undefined, body: Buffer): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: Outcome) => {
      if (!settled) resolve(outcome);
      settled = true;
    };
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: target.path,
        method,
        headers: { ...(type === undefined ? {} : { 'Content-Type': type }), 'Content-Length': body.length },
        timeout: 180_000,
      },
      (response) => {
        response.resume();
        done({ status: response.statusCode ?? 0 });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 60 s')));
    outgoing.on('error', (error) => done({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    outgoing.end(body);
  });
}

test('10,000 generated bodies at every endpoint of every server: every one answered, no part exits', async () => {
  test.setTimeout(300_000);
  const site: SiteProcess = await startSite(e2ePortBase + 50, {
    RATE_LIMIT_MAX: '1000000',
    VITALS_RATE_LIMIT_MAX: '1000000',
  });
  try {
    const partsBefore = site.parts();
    const pids = Object.fromEntries(Object.entries(partsBefore).map(([name, part]) => [name, part.pid!]));
    const memoryBefore = Object.fromEntries(
      await Promise.all(Object.entries(pids).map(async ([name, pid]) => [name, await residentMb(pid)])),
    );

    const cases = fc.sample(fc.tuple(fc.constantFrom(...targets), methods, contentTypes, bodies), {
      numRuns: BODIES,
      seed,
    });
    const tally = new Map<string, Map<string, number>>();
    const count = (target: Target, outcome: string) => {
      const key = `${target.server} ${target.path}`;
      const row = tally.get(key) ?? new Map<string, number>();
      row.set(outcome, (row.get(outcome) ?? 0) + 1);
      tally.set(key, row);
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let index = next++; index < cases.length; index = next++) {
          const [target, method, type, body] = cases[index]!;
          const outcome = await send(site.portBase + offsets[target.server], target, method, type, body);
          count(target, 'status' in outcome ? String(outcome.status) : `no answer: ${outcome.error}`);
        }
      }),
    );

    const memoryAfter = Object.fromEntries(
      await Promise.all(Object.entries(pids).map(async ([name, pid]) => [name, await residentMb(pid)])),
    );
    const table = [...tally].map(
      ([key, row]) => `${key.padEnd(48)} ${[...row].map(([outcome, n]) => `${outcome}: ${n}`).join(', ')}`,
    );
    console.log(`fuzz seed ${seed}, ${cases.length} bodies\n${table.join('\n')}`);
    console.log(`memory MB before ${JSON.stringify(memoryBefore)} after ${JSON.stringify(memoryAfter)}`);

    const unanswered = [...tally].flatMap(([key, row]) =>
      [...row].filter(([outcome]) => outcome.startsWith('no answer')).map(([outcome, n]) => `${key} ${outcome} x${n}`),
    );
    expect(unanswered, `seed ${seed}`).toEqual([]);
    const internalErrors = [...tally]
      .filter(([, row]) => row.has('500'))
      .map(([key, row]) => `${key} x${row.get('500')}`);
    expect(internalErrors, `seed ${seed}`).toEqual([]);
    // Every part is still the process that started: nothing exited and was restarted.
    const partsAfter = site.parts();
    for (const [name, part] of Object.entries(partsAfter)) {
      expect({ name, state: part.state, restarts: part.restarts, pid: part.pid }).toEqual({
        name,
        state: 'running',
        restarts: 0,
        pid: pids[name],
      });
    }
  } finally {
    expect(await site.stop()).toBe(0);
  }
});
