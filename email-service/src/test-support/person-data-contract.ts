import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { RESUME_FIELD, SEND_EMAIL_PATH, type EmailRequest } from '@inklined/contracts/email';
import { formTypes } from '@inklined/contracts/email-fields';
import { samplePdf } from '@inklined/test-kit/sample-pdf';
import request from 'supertest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { createEmlMailer } from '../mail/eml-mailer';
import { outboxService, type OutboxService } from '../outbox/create-outbox-service';
import { OutboxQueue } from '../outbox/outbox-queue';
import { recipientHash } from '../outbox/recipient-hash';
import { PersonData } from '../privacy/person-data';
import type { Store } from '../store/open-store';
import type { OpenTestStore } from './store-contract';
import { payloads, testConfig, testOutboxConfig } from './test-app';

const logger = createLogger('silent');
/** The person who asks: an underscore in the address, which LIKE would read as any character. */
const address = 'Zenobia_Quill+thesis@Example.org';
const name = 'Zenobia Quillfeather';
const marker = 'MARK-5c1e9';
/** Somebody else, whose address the unescaped pattern of the person's would match. */
const other = { address: 'zenobiaXquill+thesis@example.org', name: 'Ravi Kumar' };

const theirs = (fields: Partial<EmailRequest>, from = address, fromName = name): Record<string, string> =>
  Object.fromEntries(
    Object.entries({ ...fields, from_email: from, from_name: fromName }).filter(([, value]) => value !== undefined),
  ) as Record<string, string>;

/** Every table of the store as one lower-case text, the bytes of a resume included. */
async function storeText(store: Store): Promise<string> {
  const tables = ['outbox', 'confirmations', 'erasure_receipts', 'rate_limit_buckets', 'vitals'] as const;
  const rows = await Promise.all(tables.map((table) => store.db.selectFrom(table).selectAll().execute()));
  const text = JSON.stringify(rows, (_key, value: unknown) =>
    value && typeof value === 'object' && 'type' in value && value.type === 'Buffer'
      ? Buffer.from((value as unknown as { data: number[] }).data).toString('latin1')
      : value,
  );
  return text.toLowerCase();
}

/** Every file of the mail folder as one lower-case text, quoted-printable's soft line breaks undone. */
async function folderText(mailDir: string): Promise<string> {
  const names = await readdir(mailDir).catch(() => []);
  const texts = await Promise.all(names.map((file) => readFile(path.join(mailDir, file), 'latin1')));
  return texts.join('\n').replace(/=\r\n/g, '').toLowerCase();
}

const searched = [address, name, marker].map((value) => value.toLowerCase());

/**
 * Export and erasure on request over either store, the embedded mail default writing .eml files:
 * a delivered application with its resume and confirmation, a dead letter, one still waiting.
 */
export function personDataContract(storeName: string, open: OpenTestStore): void {
  describe(`${storeName}: a person's data on request`, () => {
    let dir: string;
    let mailDir: string;
    let service: OutboxService;
    let post: (fields: Record<string, string>, resume?: string) => Promise<void>;
    let people: PersonData;
    beforeEach(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'person-data-'));
      mailDir = path.join(dir, 'mail');
      const mailer = createEmlMailer(mailDir);
      const config = {
        ...testConfig,
        confirmations: { ...testConfig.confirmations, forms: [...formTypes] },
        outbox: testOutboxConfig,
        vitals: { maxRows: 100, rateLimitMax: 60 },
        database: undefined,
      };
      service = outboxService(await open(), config, mailer, logger);
      const app = createApp({ config, mailer, store: service.outbox, logger, limiters: service.limiters });
      post = async (fields, resume) => {
        const form = request(app.callback()).post(SEND_EMAIL_PATH);
        for (const [field, value] of Object.entries(fields)) form.field(field, value);
        if (resume) form.attach(RESUME_FIELD, samplePdf(), resume);
        await form.expect(200);
      };
      people = new PersonData(service.store, mailDir);
    });
    afterEach(async () => {
      await service.close();
      await rm(dir, { recursive: true, force: true });
    });

    /** Delivered with resume and confirmation; a dead letter; one waiting with its resume; and the other's. */
    async function theirSubmissions() {
      const application = { ...payloads.jobApplication, cover_letter: `I write. ${marker}` };
      await post(theirs(application), `${name} CV.pdf`);
      await post(theirs(payloads.contact, other.address, other.name));
      await service.worker.runUntilIdle();
      await post(theirs({ ...payloads.contact, message: `Please call. ${marker}` }, address.toUpperCase()));
      const queue = new OutboxQueue(service.store, testOutboxConfig.leaseMs);
      const [dead] = await queue.claimDue(1);
      await queue.markDead(dead!, `550 5.1.1 <${address}>: unknown`);
      await post(theirs({ ...application, role_title: 'Editor' }), `${name} CV 2.pdf`);
    }

    test('the export holds every entry, case-insensitively: fields, attachments, states, confirmations, files', async () => {
      await theirSubmissions();
      const held = await people.export(address.toLowerCase());
      expect(held.submissions.map((entry) => [entry.form, entry.state])).toEqual([
        ['jobApplication', 'sent'],
        ['contact', 'dead'],
        ['jobApplication', 'queued'],
      ]);
      expect(held.submissions[0]).toMatchObject({
        reference: expect.stringMatching(/^CI-/),
        fields: { from_name: name, cover_letter: `I write. ${marker}` },
        // Dropped at delivery; its name stays with the archive.
        attachment: { filename: `${name} CV.pdf`, contentType: 'application/pdf', held: false, bytes: null },
      });
      expect(held.submissions[1]?.lastError).toContain(address);
      expect(held.submissions[2]?.attachment).toMatchObject({ held: true, bytes: samplePdf().length });
      expect(held.confirmationMails).toEqual([
        expect.objectContaining({ state: 'sent', reference: held.submissions[0]?.reference }),
      ]);
      expect(held.confirmationRecord).toEqual({ addressHash: recipientHash(address), lastSentAt: expect.any(String) });
      expect(held.mailFiles).toHaveLength(2);
      expect(held.erasureReceipts).toEqual([]);
    });

    test('erasure leaves nothing of the address, the name or the message, and the other person untouched', async () => {
      await theirSubmissions();
      const before = { store: await storeText(service.store), folder: await folderText(mailDir) };
      for (const value of searched) {
        expect(before.store).toContain(value);
        expect(before.folder).toContain(value);
      }
      const othersBefore = await people.export(other.address);
      const otherFiles = othersBefore.mailFiles;
      expect(otherFiles).toHaveLength(2);

      const erasure = await people.erase(address.toLowerCase());

      expect(erasure.receipt).toEqual({
        id: expect.any(Number),
        erasedAt: expect.any(String),
        addressHash: recipientHash(address),
        submissions: 3,
        confirmations: 1,
        confirmationRecords: 1,
        undelivered: 2,
        mailFiles: 2,
      });
      expect(erasure.undelivered.map((entry) => entry.state)).toEqual(['dead', 'queued']);
      const after = { store: await storeText(service.store), folder: await folderText(mailDir) };
      for (const value of searched) {
        expect(after.store).not.toContain(value);
        expect(after.folder).not.toContain(value);
      }
      const othersAfter = await people.export(other.address);
      expect({ ...othersAfter, exportedAt: '' }).toEqual({ ...othersBefore, exportedAt: '' });
      expect((await readdir(mailDir)).sort()).toEqual([...otherFiles].sort());
      // The waiting application is never sent: nothing is left to deliver.
      await service.worker.runUntilIdle();
      expect((await readdir(mailDir)).sort()).toEqual([...otherFiles].sort());
      const held = await people.export(address);
      expect(held).toMatchObject({ submissions: [], confirmationMails: [], confirmationRecord: null, mailFiles: [] });
      expect(held.erasureReceipts).toEqual([erasure.receipt]);
    });

    test('an entry being sent when erased: said so, and its worker cannot put it back', async () => {
      await post(theirs(payloads.newsletter));
      const queue = new OutboxQueue(service.store, testOutboxConfig.leaseMs);
      const claimed = await queue.claimDue(2);
      const erasure = await people.erase(address);
      expect(erasure.undelivered).toEqual([expect.objectContaining({ state: 'sending' })]);
      for (const entry of claimed) await queue.markSent(entry);
      expect((await people.export(address)).submissions).toEqual([]);
    });

    test('an address quoted in somebody else’s message does not make it theirs', async () => {
      await post(theirs({ ...payloads.contact, message: `My colleague ${address} sent me.` }, other.address));
      await post(theirs(payloads.newsletter));
      expect((await people.erase(address)).receipt).toMatchObject({ submissions: 1 });
      expect((await people.export(other.address)).submissions).toHaveLength(1);
    });
  });
}
