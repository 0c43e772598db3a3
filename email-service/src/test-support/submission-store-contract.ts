import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import type { ValidEmailRequest } from '@inklined/contracts/email';
import type { NewSubmission, PlannedConfirmation } from '../outbox/outbox-entry';
import type { SubmissionStore } from '../outbox/submission-store';

export interface StoreUnderTest {
  readonly store: SubmissionStore;
  close(): Promise<void>;
}

/** Limits small enough to reach in a test. */
export interface ContractLimits {
  readonly maxPending: number;
  readonly maxBytes: number;
}

export type StoreFactory = (limits: ContractLimits) => Promise<StoreUnderTest>;

const DAY = 24 * 60 * 60 * 1000;
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

/**
 * What every SubmissionStore does, the embedded SQLite one and the PostgreSQL one alike: the same
 * answers to the same submissions, so the routes and the CLI cannot tell them apart.
 */
export function submissionStoreContract(name: string, create: StoreFactory): void {
  describe(`${name}: the submission store contract`, () => {
    let underTest: StoreUnderTest;
    let store: SubmissionStore;
    beforeEach(async () => {
      underTest = await create({ maxPending: 5, maxBytes: 64 * 1024 });
      store = underTest.store;
    });
    afterEach(() => underTest.close());

    test('a stored submission is found by its id or its uuid, listed and counted', async () => {
      const first = submission('meera@example.com');
      expect(await store.enqueue(first)).toEqual({ outcome: 'stored', id: first.id });
      const entry = await store.find(first.id);
      expect(entry).toMatchObject({
        id: first.id,
        kind: 'submission',
        state: 'queued',
        attempts: 0,
        formType: 'contact',
      });
      expect(entry?.request).toEqual(first.request);
      expect((await store.find(first.id.slice(1, 37)))?.id).toBe(first.id);
      expect(await store.find('<ffffffff-0000-4000-8000-000000000000@x>')).toBeUndefined();
      expect((await store.list(undefined, 10)).map((e) => e.id)).toEqual([first.id]);
      expect(await store.list('dead', 10)).toEqual([]);
      expect(await store.stats()).toMatchObject({ queued: 1, sending: 0, sent: 0, dead: 0 });
      expect((await store.stats()).oldestPendingAt).toEqual(expect.any(Number));
      expect(await store.health()).toEqual({ ok: true });
    });

    test('an Idempotency-Key repeated with the same submission gets the first id; with another, keyReused', async () => {
      const first = submission('meera@example.com', { idempotencyKey: 'key-1', fingerprint: 'fp-1' });
      expect((await store.enqueue(first)).outcome).toBe('stored');
      expect(
        await store.enqueue({ ...submission('meera@example.com'), idempotencyKey: 'key-1', fingerprint: 'fp-1' }),
      ).toEqual({
        outcome: 'repeat',
        id: first.id,
      });
      expect(
        await store.enqueue({ ...submission('meera@example.com'), idempotencyKey: 'key-1', fingerprint: 'fp-2' }),
      ).toEqual({
        outcome: 'keyReused',
      });
      expect((await store.stats()).queued).toBe(1);
    });

    test('past its limits a submission is refused, and nothing of it is kept', async () => {
      for (let i = 0; i < 5; i += 1)
        expect((await store.enqueue(submission(`v${i}@example.com`))).outcome).toBe('stored');
      const refused = await store.enqueue(submission('late@example.com'));
      expect(refused).toEqual({ outcome: 'full', reason: 'the outbox holds its limit of 5 undelivered submissions' });
      expect((await store.stats()).queued).toBe(5);
    });

    test('a submission larger than the byte limit is refused', async () => {
      const big = submission('big@example.com', {
        resume: { filename: 'cv.pdf', contentType: 'application/pdf', content: Buffer.alloc(70 * 1024, 1) },
      });
      expect((await store.enqueue(big)).outcome).toBe('full');
      expect(await store.find(big.id)).toBeUndefined();
    });

    test('a confirmation is stored with its submission, once per address within the window', async () => {
      const first = submission('meera@example.com', { confirmation: confirmationFor('meera@example.com') });
      const stored = await store.enqueue(first);
      expect(stored).toEqual({ outcome: 'stored', id: first.id, confirmationId: first.confirmation?.id });
      expect(await store.find(first.confirmation!.id)).toMatchObject({ kind: 'confirmation', state: 'queued' });

      // The same address, however it is written: no second confirmation within 24 h.
      const again = submission('meera@example.com', { confirmation: confirmationFor('Meera@Example.COM') });
      expect(await store.enqueue(again)).toEqual({ outcome: 'stored', id: again.id });
      expect(await store.find(again.confirmation!.id)).toBeUndefined();

      const other = submission('ravi@example.com', { confirmation: confirmationFor('ravi@example.com') });
      expect(await store.enqueue(other)).toEqual({
        outcome: 'stored',
        id: other.id,
        confirmationId: other.confirmation?.id,
      });
      expect((await store.stats()).queued).toBe(5);
    });

    test('a refused or repeated submission plans no confirmation and uses up no window', async () => {
      const first = submission('meera@example.com', { idempotencyKey: 'key-1', fingerprint: 'fp-1' });
      await store.enqueue(first);
      const reused = submission('asha@example.com', {
        idempotencyKey: 'key-1',
        fingerprint: 'fp-2',
        confirmation: confirmationFor('asha@example.com'),
      });
      expect(await store.enqueue(reused)).toEqual({ outcome: 'keyReused' });
      const repeat = submission('asha@example.com', {
        idempotencyKey: 'key-1',
        fingerprint: 'fp-1',
        confirmation: confirmationFor('asha@example.com'),
      });
      expect(await store.enqueue(repeat)).toEqual({ outcome: 'repeat', id: first.id });
      const big = submission('asha@example.com', {
        resume: { filename: 'cv.pdf', contentType: 'application/pdf', content: Buffer.alloc(70 * 1024, 1) },
        confirmation: confirmationFor('asha@example.com'),
      });
      expect((await store.enqueue(big)).outcome).toBe('full');
      expect((await store.list(undefined, 10)).filter((entry) => entry.kind === 'confirmation')).toEqual([]);

      const accepted = submission('asha@example.com', { confirmation: confirmationFor('asha@example.com') });
      expect(await store.enqueue(accepted)).toEqual({
        outcome: 'stored',
        id: accepted.id,
        confirmationId: accepted.confirmation?.id,
      });
    });

    test('the archive (CSV export) holds the submissions, oldest first, and not the confirmations', async () => {
      const a = submission('a@example.com', { confirmation: confirmationFor('a@example.com') });
      const b = submission('b@example.com');
      await store.enqueue(a);
      await store.enqueue(b);
      const archived: string[] = [];
      for await (const entry of store.submissions()) archived.push(entry.id);
      expect(archived).toEqual([a.id, b.id]);
    });

    test('retry makes a waiting entry due now with a fresh count; an unknown id is undefined', async () => {
      const first = submission('meera@example.com');
      await store.enqueue(first);
      expect(await store.retry(first.id)).toMatchObject({ id: first.id, state: 'queued', attempts: 0 });
      expect(await store.retry('<ffffffff-0000-4000-8000-000000000000@x>')).toBeUndefined();
    });
  });
}
