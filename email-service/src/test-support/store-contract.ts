import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { sql } from 'kysely';
import { REFERENCE_PATTERN, type ValidEmailRequest } from '@inklined/contracts/email';
import { TokenBucketLimiter } from '../middleware/token-bucket';
import { Outbox } from '../outbox/outbox';
import type { NewSubmission, PlannedConfirmation } from '../outbox/outbox-entry';
import { OutboxQueue } from '../outbox/outbox-queue';
import type { Migration } from '../store/migrations';
import type { Store } from '../store/open-store';
import { MAX_RATE_BUCKETS, purgeStore } from '../store/purge';
import { VitalsStore } from '../vitals/vitals-store';

/** A migration that creates a table, then fails: nothing of it may be left. */
export const brokenMigration: Migration = {
  version: 99,
  name: 'broken',
  up: async (db) => {
    await db.schema.createTable('half').addColumn('id', 'integer').execute();
    await sql`SELECT * FROM missing_table`.execute(db);
  },
};

/** A new, empty, migrated store of one dialect. */
export type OpenTestStore = () => Promise<Store>;

const DAY = 24 * 60 * 60 * 1000;
const LEASE = 60_000;
const request = (from_email: string): ValidEmailRequest => ({
  to_email: 'contact@criticallyinklined.com',
  subject: 'Contact page message',
  message: 'Do you offer referencing checks?',
  from_name: 'Meera Shah',
  from_email,
  formType: 'contact',
});
let ids = 0;
const newId = () => `<${String((ids += 1)).padStart(8, '0')}-0000-4000-8000-000000000000@criticallyinklined.test>`;
const confirmationFor = (recipient: string): PlannedConfirmation => ({
  id: newId(),
  recipient,
  request: { ...request(recipient), subject: '', message: '', from_name: 'Meera' },
  windowMs: DAY,
});
function submission(from: string, extra: Partial<NewSubmission> = {}): NewSubmission {
  const id = newId();
  return { id, request: request(from), resume: undefined, idempotencyKey: undefined, fingerprint: id, ...extra };
}
const resume = (bytes: number) => ({
  filename: 'cv.pdf',
  contentType: 'application/pdf',
  content: Buffer.alloc(bytes, 1),
});

/**
 * What the store does in either dialect, the embedded SQLite file and PostgreSQL alike: the same
 * answers to the same calls, so the routes, the worker and the commands cannot tell them apart.
 */
export function storeContract(name: string, open: OpenTestStore): void {
  let store: Store;
  let clock: number;
  const now = () => clock;
  let outbox: Outbox;
  let queue: OutboxQueue;
  beforeEach(async () => {
    store = await open();
    clock = 1_800_000_000_000;
    outbox = new Outbox(store, { maxPending: 5, maxBytes: 64 * 1024, now });
    queue = new OutboxQueue(store, LEASE, now);
  });
  afterEach(() => store.close());

  describe(`${name}: admission`, () => {
    test('a stored submission is found by its id or its uuid, listed and counted', async () => {
      const first = submission('meera@example.com');
      const stored = await outbox.enqueue(first);
      expect(stored).toEqual({ outcome: 'stored', id: first.id, reference: expect.stringMatching(REFERENCE_PATTERN) });
      const entry = await outbox.find(first.id);
      expect(entry).toMatchObject({
        id: first.id,
        kind: 'submission',
        state: 'queued',
        attempts: 0,
        formType: 'contact',
        reference: 'reference' in stored ? stored.reference : 'none',
      });
      expect(entry?.request).toEqual(first.request);
      expect((await outbox.find(first.id.slice(1, 37)))?.id).toBe(first.id);
      expect(await outbox.find('<ffffffff-0000-4000-8000-000000000000@x>')).toBeUndefined();
      expect(await outbox.find('%')).toBeUndefined();
      expect((await outbox.list(undefined, 10)).map((e) => e.id)).toEqual([first.id]);
      expect(await outbox.list('dead', 10)).toEqual([]);
      expect(await outbox.stats()).toEqual({
        queued: 1,
        sending: 0,
        sent: 0,
        dead: 0,
        oldestPendingAt: clock,
        bytes: Buffer.byteLength(JSON.stringify(first.request)),
      });
      expect(outbox.health()).toEqual({ ok: true });
    });

    test('an Idempotency-Key repeated with the same submission gets the first id; with another, keyReused', async () => {
      const first = submission('meera@example.com', { idempotencyKey: 'key-1', fingerprint: 'fp-1' });
      expect((await outbox.enqueue(first)).outcome).toBe('stored');
      const { reference } = (await outbox.find(first.id))!;
      const again = { ...submission('meera@example.com'), idempotencyKey: 'key-1' };
      expect(await outbox.enqueue({ ...again, fingerprint: 'fp-1' })).toEqual({
        outcome: 'repeat',
        id: first.id,
        reference,
      });
      expect(await outbox.enqueue({ ...again, fingerprint: 'fp-2' })).toEqual({ outcome: 'keyReused' });
      expect((await outbox.stats()).queued).toBe(1);
    });

    test('one key sent ten times at once: one entry, every answer its id', async () => {
      const twins = Array.from({ length: 10 }, () =>
        submission('meera@example.com', { idempotencyKey: 'key-twin', fingerprint: 'fp-twin' }),
      );
      const answers = await Promise.all(twins.map((twin) => outbox.enqueue(twin)));
      const ids = new Set(
        answers.map((answer) => ('id' in answer ? `${answer.id} ${answer.reference}` : answer.outcome)),
      );
      expect(ids.size).toBe(1);
      expect((await outbox.stats()).queued).toBe(1);
    });

    test('a reference drawn twice is drawn again: every submission has its own, found by it as typed', async () => {
      const draws = ['CI-AAAA-0000', 'CI-AAAA-0000', 'CI-AAAA-0000', 'CI-BBBB-1111'];
      const drawing = new Outbox(store, {
        maxPending: 5,
        maxBytes: 64 * 1024,
        now,
        newReference: () => draws.shift()!,
      });
      const first = submission('meera@example.com', { confirmation: confirmationFor('meera@example.com') });
      const second = submission('ravi@example.com', { confirmation: confirmationFor('ravi@example.com') });
      expect(await drawing.enqueue(first)).toMatchObject({ outcome: 'stored', reference: 'CI-AAAA-0000' });
      expect(await drawing.enqueue(second)).toMatchObject({ outcome: 'stored', reference: 'CI-BBBB-1111' });
      expect(draws).toEqual([]);
      // The confirmation carries its submission's reference; a search by it finds the submission.
      expect(await outbox.find(first.confirmation!.id)).toMatchObject({
        kind: 'confirmation',
        reference: 'CI-AAAA-0000',
      });
      expect((await outbox.find('ci-aaaa-oooo'))?.id).toBe(first.id);
      expect((await outbox.find('CI BBBB 1111'))?.id).toBe(second.id);
      expect(await outbox.find('CI-CCCC-2222')).toBeUndefined();
    });

    test('a store that draws only taken references refuses the submission and keeps nothing of it', async () => {
      const drawing = new Outbox(store, {
        maxPending: 5,
        maxBytes: 64 * 1024,
        now,
        newReference: () => 'CI-AAAA-0000',
      });
      await drawing.enqueue(submission('meera@example.com'));
      const late = submission('ravi@example.com', { confirmation: confirmationFor('ravi@example.com') });
      await expect(drawing.enqueue(late)).rejects.toThrow('no free reference in 5 draws');
      expect(await outbox.find(late.id)).toBeUndefined();
      expect(await outbox.find(late.confirmation!.id)).toBeUndefined();
      expect((await outbox.stats()).queued).toBe(1);
    });

    test('past its limits a submission is refused, and nothing of it is kept', async () => {
      for (let i = 0; i < 5; i += 1)
        expect((await outbox.enqueue(submission(`v${i}@example.com`))).outcome).toBe('stored');
      const refused = await outbox.enqueue(submission('late@example.com'));
      expect(refused).toEqual({ outcome: 'full', reason: 'the outbox holds its limit of 5 undelivered submissions' });
      expect((await outbox.stats()).queued).toBe(5);
    });

    test('a submission larger than the byte limit is refused; delivered resumes no longer count', async () => {
      const fits = submission('a@example.com', { resume: resume(40 * 1024) });
      expect((await outbox.enqueue(fits)).outcome).toBe('stored');
      const big = submission('big@example.com', { resume: resume(30 * 1024) });
      expect(await outbox.enqueue(big)).toEqual({
        outcome: 'full',
        reason: 'the outbox holds its limit of 65536 bytes',
      });
      expect(await outbox.find(big.id)).toBeUndefined();
      const [claimed] = await queue.claimDue(1);
      await queue.markSent(claimed!);
      expect(await outbox.find(fits.id)).toMatchObject({ state: 'sent', resume: undefined, request: fits.request });
      expect((await outbox.enqueue(big)).outcome).toBe('stored');
    });

    test('a confirmation is stored with its submission, once per address within the window', async () => {
      const first = submission('meera@example.com', { confirmation: confirmationFor('meera@example.com') });
      expect(await outbox.enqueue(first)).toMatchObject({
        outcome: 'stored',
        id: first.id,
        confirmationId: first.confirmation?.id,
      });
      expect(await outbox.find(first.confirmation!.id)).toMatchObject({ kind: 'confirmation', state: 'queued' });

      // The same address, however it is written: no second confirmation within 24 h.
      const again = submission('meera@example.com', { confirmation: confirmationFor('Meera@Example.COM') });
      expect(await outbox.enqueue(again)).toEqual({ outcome: 'stored', id: again.id, reference: expect.any(String) });
      expect(await outbox.find(again.confirmation!.id)).toBeUndefined();

      const other = submission('ravi@example.com', { confirmation: confirmationFor('ravi@example.com') });
      expect((await outbox.enqueue(other)).outcome).toBe('stored');
      expect((await outbox.stats()).queued).toBe(5);

      clock += DAY;
      const nextDay = submission('meera@example.com', { confirmation: confirmationFor('meera@example.com') });
      await queue.markSent((await queue.claimDue(5))[0]!);
      expect(await outbox.enqueue(nextDay)).toMatchObject({ confirmationId: nextDay.confirmation?.id });
    });

    test('a refused or repeated submission plans no confirmation and uses up no window', async () => {
      const first = submission('meera@example.com', { idempotencyKey: 'key-1', fingerprint: 'fp-1' });
      await outbox.enqueue(first);
      const planned = { confirmation: confirmationFor('asha@example.com') };
      const reused = submission('asha@example.com', { idempotencyKey: 'key-1', fingerprint: 'fp-2', ...planned });
      expect(await outbox.enqueue(reused)).toEqual({ outcome: 'keyReused' });
      const repeat = submission('asha@example.com', { idempotencyKey: 'key-1', fingerprint: 'fp-1', ...planned });
      expect(await outbox.enqueue(repeat)).toMatchObject({ outcome: 'repeat', id: first.id });
      const big = submission('asha@example.com', { resume: resume(70 * 1024), ...planned });
      expect((await outbox.enqueue(big)).outcome).toBe('full');
      expect((await outbox.list(undefined, 10)).filter((entry) => entry.kind === 'confirmation')).toEqual([]);

      const accepted = submission('asha@example.com', { confirmation: confirmationFor('asha@example.com') });
      expect(await outbox.enqueue(accepted)).toMatchObject({ confirmationId: accepted.confirmation?.id });
    });

    test('the archive (CSV export) holds the submissions, oldest first, and not the confirmations', async () => {
      const a = submission('a@example.com', { confirmation: confirmationFor('a@example.com') });
      const b = submission('b@example.com');
      await outbox.enqueue(a);
      clock += 1;
      await outbox.enqueue(b);
      const archived: string[] = [];
      for await (const entry of outbox.submissions()) archived.push(entry.id);
      expect(archived).toEqual([a.id, b.id]);
    });
  });

  describe(`${name}: the outbox as the delivery queue`, () => {
    test('claims due entries under a lease, one attempt more; a live claim is not claimed again', async () => {
      const [a, b] = [submission('a@example.com'), submission('b@example.com')];
      await outbox.enqueue(a);
      await outbox.enqueue(b);
      const first = await queue.claimDue(1);
      expect(first).toEqual([expect.objectContaining({ state: 'sending', attempts: 1 })]);
      expect((await queue.claimDue(5)).map((entry) => entry.id)).toEqual([b.id === first[0]!.id ? a.id : b.id]);
      expect(await queue.claimDue(5)).toEqual([]);
      expect(await outbox.stats()).toMatchObject({ queued: 0, sending: 2 });
    });

    test('a claim whose lease ran out (its worker died) is taken up again; the dead claim can no longer settle it', async () => {
      const entry = submission('a@example.com');
      await outbox.enqueue(entry);
      const [lost] = await queue.claimDue(1);
      clock += LEASE / 2;
      await queue.renewLease(lost!);
      clock += LEASE - 1;
      await queue.releaseExpired();
      expect(await queue.claimDue(1)).toEqual([]);
      clock += 2;
      await queue.releaseExpired();
      const [taken] = await queue.claimDue(1);
      expect(taken).toMatchObject({ id: entry.id, attempts: 2 });
      await queue.markDead(lost!, 'too late');
      expect(await outbox.find(entry.id)).toMatchObject({ state: 'sending', lastError: null });
      await queue.markSent(taken!);
      expect(await outbox.find(entry.id)).toMatchObject({ state: 'sent', sentAt: clock });
    });

    test('a retry comes back when due; a dead letter stays until retried by hand, with a fresh count', async () => {
      const entry = submission('a@example.com');
      await outbox.enqueue(entry);
      await queue.scheduleRetry((await queue.claimDue(1))[0]!, 5000, '421 busy');
      expect(await queue.nextDueAt()).toBe(clock + 5000);
      expect(await queue.claimDue(1)).toEqual([]);
      clock += 5000;
      await queue.markDead((await queue.claimDue(1))[0]!, '550 no such mailbox');
      expect(await outbox.find(entry.id)).toMatchObject({
        state: 'dead',
        attempts: 2,
        lastError: '550 no such mailbox',
      });
      expect(await queue.claimDue(1)).toEqual([]);
      expect(await outbox.retry(entry.id)).toMatchObject({ state: 'queued', attempts: 0 });
      expect(await outbox.retry('<ffffffff-0000-4000-8000-000000000000@x>')).toBeUndefined();
      expect(await queue.claimDue(1)).toHaveLength(1);
    });
  });

  describe(`${name}: rate limits`, () => {
    const limiter = (max: number, scope = 'forms') =>
      new TokenBucketLimiter(store, { scope, max, windowMs: 60_000, now });

    test('a burst of max, then refused with the time until the next token; clients and scopes count apart', async () => {
      const forms = limiter(3);
      const verdicts = [];
      for (let i = 0; i < 4; i += 1) verdicts.push(await forms.take('10.0.0.1'));
      expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false]);
      expect(verdicts[3]).toEqual({ allowed: false, retryAfterMs: 20_000 });
      expect((await forms.take('10.0.0.2')).allowed).toBe(true);
      expect((await limiter(3, 'vitals').take('10.0.0.1')).allowed).toBe(true);
    });

    test('refills steadily, one token per windowMs / max, never past max', async () => {
      const forms = limiter(3);
      for (let i = 0; i < 3; i += 1) await forms.take('a');
      clock += 19_999;
      expect(await forms.take('a')).toEqual({ allowed: false, retryAfterMs: 1 });
      clock += 1;
      expect((await forms.take('a')).allowed).toBe(true);
      clock += 10 * 60_000;
      const burst = [];
      for (let i = 0; i < 4; i += 1) burst.push((await forms.take('a')).allowed);
      expect(burst).toEqual([true, true, true, false]);
    });
  });

  describe(`${name}: vitals`, () => {
    test('p75 by nearest rank, per route and metric, of the chosen period; the newest rows kept', async () => {
      const vitals = new VitalsStore(store, 1000);
      for (const value of [100, 400, 200, 300])
        await vitals.add({ route: '/', samples: [{ name: 'INP', value }] }, 5_000);
      await vitals.add({ route: '/', samples: [{ name: 'INP', value: 9_999 }] }, 1_000);
      await vitals.add(
        {
          route: '/faq',
          samples: [
            { name: 'LCP', value: 1800 },
            { name: 'CLS', value: 0.02 },
          ],
        },
        5_000,
      );
      expect(await vitals.p75(2_000)).toEqual([
        { route: '/', metric: 'INP', count: 4, p75: 300 },
        { route: '/faq', metric: 'CLS', count: 1, p75: 0.02 },
        { route: '/faq', metric: 'LCP', count: 1, p75: 1800 },
      ]);
      expect(await vitals.p75(6_000)).toEqual([]);

      const bounded = new VitalsStore(store, 100);
      for (let visit = 0; visit < 300; visit += 1) {
        await bounded.add({ route: '/blog', samples: [{ name: 'CLS', value: visit / 1000 }] }, 7_000);
      }
      const rows = await store.db
        .selectFrom('vitals')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      // Trimmed in steps: never more than the bound plus one step.
      expect(rows?.n).toBeLessThanOrEqual(100 + 64);
      expect((await bounded.p75(7_000))[0]?.p75).toBeGreaterThan(0.2);
    });
  });

  describe(`${name}: bounded`, () => {
    /** Every period 0: nothing kept for a time is deleted, so a test names the one it is about. */
    const keepAll = { retentionMs: 0, deadLetterRetentionMs: 0 };
    type Settled = 'sent' | 'dead' | 'queued';
    /** One submission per state asked for, each from `<state>@x.test`, settled so at `clock`. */
    async function settled(
      states: readonly Settled[],
      extra: Partial<NewSubmission> = {},
    ): Promise<Record<Settled, NewSubmission>> {
      const entries = states.map((state) => submission(`${state}@x.test`, extra));
      for (const entry of entries) await outbox.enqueue(entry);
      const claimed = await queue.claimDue(states.length);
      for (const [index, state] of states.entries()) {
        const entry = claimed.find((candidate) => candidate.id === entries[index]!.id)!;
        if (state === 'sent') await queue.markSent(entry);
        if (state === 'dead') await queue.markDead(entry, '550 no');
        if (state === 'queued') await queue.scheduleRetry(entry, 0, 'try later');
      }
      return Object.fromEntries(states.map((state, index) => [state, entries[index]!])) as Record<
        Settled,
        NewSubmission
      >;
    }

    test('delivered submissions go after their retention; queued and dead letters stay', async () => {
      const { sent, dead, queued } = await settled(['sent', 'dead', 'queued']);
      clock += 91 * DAY;
      const options = {
        ...keepAll,
        retentionMs: 90 * DAY,
        confirmationWindowMs: DAY,
        rateWindowMs: 60_000,
        now: clock,
      };
      expect(await purgeStore(store, options)).toBe(1);
      expect(await outbox.find(sent.id)).toBeUndefined();
      expect(await outbox.find(dead.id)).toMatchObject({ state: 'dead' });
      expect(await outbox.find(queued.id)).toMatchObject({ state: 'queued' });
      expect(await purgeStore(store, { ...options, retentionMs: 0 })).toBe(0);
    });

    test('a dead letter, resume and all, goes once its own period is over; one still queued stays', async () => {
      const { dead, queued } = await settled(['dead', 'queued'], { resume: resume(2048) });
      const options = { ...keepAll, deadLetterRetentionMs: 90 * DAY, confirmationWindowMs: DAY, rateWindowMs: 60_000 };
      expect(await purgeStore(store, { ...options, now: clock + 89 * DAY })).toBe(0);
      expect((await outbox.find(dead.id))?.resume?.content.length).toBe(2048);
      expect(await purgeStore(store, { ...options, now: clock + 91 * DAY })).toBe(1);
      expect(await outbox.find(dead.id)).toBeUndefined();
      expect(await outbox.find(queued.id)).toMatchObject({ state: 'queued' });
    });

    test('confirmation records past their window and idle rate-limit buckets go; a flood of addresses is capped', async () => {
      await outbox.enqueue(submission('a@x.test', { confirmation: confirmationFor('a@x.test') }));
      const rows = Array.from({ length: MAX_RATE_BUCKETS + 10 }, (_, n) => ({
        scope: 'forms',
        client: `10.0.${n}`,
        tokens: 1,
        updated_at: clock - n,
      }));
      for (let start = 0; start < rows.length; start += 1000) {
        await store.db
          .insertInto('rate_limit_buckets')
          .values(rows.slice(start, start + 1000))
          .execute();
      }
      await store.db
        .insertInto('rate_limit_buckets')
        .values({ scope: 'forms', client: 'idle', tokens: 1, updated_at: clock - 2 * 3_600_000 })
        .execute();
      await purgeStore(store, { ...keepAll, confirmationWindowMs: DAY, rateWindowMs: 3_600_000, now: clock + 1 });
      const count = async (table: 'rate_limit_buckets' | 'confirmations') =>
        (
          await store.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n;
      expect(await count('rate_limit_buckets')).toBe(MAX_RATE_BUCKETS);
      expect(await count('confirmations')).toBe(1);
      await purgeStore(store, {
        ...keepAll,
        confirmationWindowMs: DAY,
        rateWindowMs: 3_600_000,
        now: clock + DAY + 1,
      });
      expect(await count('confirmations')).toBe(0);
    });
  });
}
