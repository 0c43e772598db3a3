import type { Migration } from './migration';

/**
 * What an erasure on request removed (privacy/erase-person.ts): the address's hash, counts and
 * the time, never the address. The newest MAX_RECEIPTS are kept.
 */
export const erasureReceipts: Migration = {
  version: 6,
  name: 'erasure-receipts',
  async up(db, kind) {
    await db.schema
      .createTable('erasure_receipts')
      .ifNotExists()
      .addColumn('id', kind === 'postgres' ? 'bigserial' : 'integer', (column) => column.primaryKey())
      .addColumn('erased_at', 'bigint', (column) => column.notNull())
      .addColumn('address_hash', 'text', (column) => column.notNull())
      .addColumn('submissions', 'integer', (column) => column.notNull())
      .addColumn('confirmations', 'integer', (column) => column.notNull())
      .addColumn('confirmation_records', 'integer', (column) => column.notNull())
      .addColumn('undelivered', 'integer', (column) => column.notNull())
      .addColumn('mail_files', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  },
};
