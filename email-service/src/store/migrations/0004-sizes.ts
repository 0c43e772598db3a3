import type { Migration } from './migration';

/** The outbox's size, summed before every acknowledgement, from an index rather than the rows. */
export const sizes: Migration = {
  version: 4,
  name: 'sizes',
  async up(db) {
    await db.schema.createIndex('outbox_size').ifNotExists().on('outbox').column('size_bytes').execute();
  },
};
