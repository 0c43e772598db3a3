import { rm } from 'node:fs/promises';
import path from 'node:path';
import { mailFilesOf } from '../mail/mail-folder';
import { recipientHash } from '../outbox/recipient-hash';
import type { Store } from '../store/open-store';
import { personRows, type PersonRow } from './person-rows';

/** The newest receipts kept: years of requests for a consultancy, and still a bound. */
export const MAX_RECEIPTS = 10_000;
/** Ids deleted per statement: far under either database's limit of parameters. */
const IDS_PER_STATEMENT = 500;

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/** One entry as the export shows it: what it is, where it stands, and every field it holds. */
function exported(row: PersonRow) {
  return {
    id: row.id,
    reference: row.reference,
    form: row.form_type,
    receivedAt: iso(row.created_at),
    state: row.state,
    attempts: row.attempts,
    deliveredAt: iso(row.sent_at),
    lastError: row.last_error,
    idempotencyKey: row.idempotency_key,
    fields: row.request,
    attachment:
      row.resume_filename === null
        ? null
        : {
            filename: row.resume_filename,
            contentType: row.resume_content_type,
            // A resume is dropped once delivered; its name stays with the archived submission.
            held: row.resume_bytes !== null,
            bytes: row.resume_bytes,
          },
  };
}

export type PersonExport = Awaited<ReturnType<PersonData['export']>>;

/** An entry as erasure deletes it: what the receipt counts and the command names. */
interface DeletedEntry {
  readonly id: string;
  readonly kind: string;
  readonly reference: string | null;
  readonly state: string;
}

/** The submissions erased before they were delivered. */
const undeliveredOf = (deleted: readonly DeletedEntry[]) =>
  deleted.filter((row) => row.kind === 'submission' && row.state !== 'sent');

/** The receipt's counts of what went, as its columns name them. */
function countsOf(deleted: readonly DeletedEntry[], confirmationRecords: number) {
  const submissions = deleted.filter((row) => row.kind === 'submission').length;
  return {
    submissions,
    confirmations: deleted.length - submissions,
    confirmation_records: confirmationRecords,
    undelivered: undeliveredOf(deleted).length,
  };
}

/** What an erasure removed, as the receipt keeps it: the address's hash and counts, never the address. */
export interface ErasureReceipt {
  readonly id: number;
  readonly erasedAt: string;
  readonly addressHash: string;
  readonly submissions: number;
  readonly confirmations: number;
  readonly confirmationRecords: number;
  readonly undelivered: number;
  readonly mailFiles: number;
}

export interface Erasure {
  readonly receipt: ErasureReceipt;
  /** Submissions erased before they were delivered, with the state each was in. */
  readonly undelivered: ReadonlyArray<{
    readonly id: string;
    readonly reference: string | null;
    readonly state: string;
  }>;
  readonly mailFiles: readonly string[];
}

/**
 * A person's data on request, by their e-mail address (case-insensitive), in either store and the
 * embedded mail default's folder: everything held, as JSON, and its erasure with a receipt.
 */
export class PersonData {
  constructor(
    private readonly store: Store,
    /** The .eml mailer's folder (MAIL_DIR): its copies are the person's too. */
    private readonly mailDir: string,
    private readonly now: () => number = Date.now,
  ) {}

  async export(address: string) {
    const rows = await personRows(this.store.db, address);
    const hash = recipientHash(address);
    const record = await this.store.db
      .selectFrom('confirmations')
      .select('confirmed_at')
      .where('recipient_hash', '=', hash)
      .executeTakeFirst();
    return {
      address,
      exportedAt: iso(this.now()),
      submissions: rows.filter((row) => row.kind === 'submission').map(exported),
      confirmationMails: rows.filter((row) => row.kind === 'confirmation').map(exported),
      // Only the address's hash is kept, and when it was last sent a confirmation.
      confirmationRecord: record ? { addressHash: hash, lastSentAt: iso(record.confirmed_at) } : null,
      mailFiles: await mailFilesOf(
        this.mailDir,
        rows.map((row) => row.id),
        address,
      ),
      erasureReceipts: await this.receipts(hash),
    };
  }

  /**
   * Deletes every entry of the address (a submission not yet delivered with the rest: it is never
   * sent), its confirmation record and its mail files, and keeps a receipt. The rows go in one
   * transaction with the receipt; the files after, so a worker sending one of the entries at that
   * moment cannot leave a copy written after the folder was searched unnoticed: the command says so.
   */
  async erase(address: string): Promise<Erasure> {
    const hash = recipientHash(address);
    const ids = (await personRows(this.store.db, address)).map((row) => row.id);
    const erasedAt = this.now();
    const { deleted, records, receiptId } = await this.store.durable(async (trx) => {
      const deleted: DeletedEntry[] = [];
      for (let start = 0; start < ids.length; start += IDS_PER_STATEMENT) {
        const batch = ids.slice(start, start + IDS_PER_STATEMENT);
        deleted.push(
          ...(await trx
            .deleteFrom('outbox')
            .where('id', 'in', batch)
            .returning(['id', 'kind', 'reference', 'state'])
            .execute()),
        );
      }
      const records = await trx.deleteFrom('confirmations').where('recipient_hash', '=', hash).executeTakeFirst();
      const { id } = await trx
        .insertInto('erasure_receipts')
        .values({
          erased_at: erasedAt,
          address_hash: hash,
          ...countsOf(deleted, Number(records.numDeletedRows)),
          mail_files: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .deleteFrom('erasure_receipts')
        .where('id', '<=', Number(id) - MAX_RECEIPTS)
        .execute();
      return { deleted, records: Number(records.numDeletedRows), receiptId: Number(id) };
    });
    const mailFiles = await mailFilesOf(
      this.mailDir,
      deleted.map((row) => row.id),
      address,
    );
    for (const name of mailFiles) await rm(path.join(this.mailDir, name), { force: true });
    await this.store.db
      .updateTable('erasure_receipts')
      .set({ mail_files: mailFiles.length })
      .where('id', '=', receiptId)
      .execute();
    const counts = countsOf(deleted, records);
    return {
      receipt: {
        id: receiptId,
        erasedAt: iso(erasedAt)!,
        addressHash: hash,
        submissions: counts.submissions,
        confirmations: counts.confirmations,
        confirmationRecords: counts.confirmation_records,
        undelivered: counts.undelivered,
        mailFiles: mailFiles.length,
      },
      undelivered: undeliveredOf(deleted).map(({ id, reference, state }) => ({ id, reference, state })),
      mailFiles,
    };
  }

  /** The receipts kept, newest first: of one address's hash, or all. */
  async receipts(addressHash?: string, limit = 50): Promise<ErasureReceipt[]> {
    const rows = await this.store.db
      .selectFrom('erasure_receipts')
      .selectAll()
      .$if(addressHash !== undefined, (query) => query.where('address_hash', '=', addressHash!))
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      erasedAt: iso(Number(row.erased_at))!,
      addressHash: row.address_hash,
      submissions: row.submissions,
      confirmations: row.confirmations,
      confirmationRecords: row.confirmation_records,
      undelivered: row.undelivered,
      mailFiles: row.mail_files,
    }));
  }
}
