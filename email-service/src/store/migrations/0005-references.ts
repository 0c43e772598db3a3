import { sql } from 'kysely';
import type { Migration } from './migration';

/**
 * The reference a visitor quotes (outbox/reference.ts). A submission's is unique; its confirmation
 * carries the same one, hence the index's condition. Rows stored before have none.
 */
export const references: Migration = {
  version: 5,
  name: 'references',
  async up(db) {
    await db.schema.alterTable('outbox').addColumn('reference', 'text').execute();
    await db.schema
      .createIndex('outbox_submission_reference')
      .ifNotExists()
      .unique()
      .on('outbox')
      .column('reference')
      .where(sql<boolean>`kind = 'submission'`)
      .execute();
  },
};
