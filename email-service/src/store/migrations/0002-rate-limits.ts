import type { Migration } from './migration';

/** Token buckets (rate-limit/token-bucket.ts), shared by every instance of a PostgreSQL store. */
export const rateLimits: Migration = {
  version: 2,
  name: 'rate-limits',
  async up(db) {
    await db.schema
      .createTable('rate_limit_buckets')
      .ifNotExists()
      .addColumn('scope', 'text', (column) => column.notNull())
      .addColumn('client', 'text', (column) => column.notNull())
      .addColumn('tokens', 'double precision', (column) => column.notNull())
      .addColumn('updated_at', 'bigint', (column) => column.notNull())
      .addPrimaryKeyConstraint('rate_limit_buckets_pkey', ['scope', 'client'])
      .execute();
    await db.schema
      .createIndex('rate_limit_buckets_updated')
      .ifNotExists()
      .on('rate_limit_buckets')
      .column('updated_at')
      .execute();
  },
};
