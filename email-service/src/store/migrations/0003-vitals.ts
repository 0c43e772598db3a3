import type { Migration } from './migration';

/** Real visits' measurements (vitals/vitals-store.ts). */
export const vitals: Migration = {
  version: 3,
  name: 'vitals',
  async up(db, kind) {
    await db.schema
      .createTable('vitals')
      .ifNotExists()
      .addColumn('id', kind === 'postgres' ? 'bigserial' : 'integer', (column) => column.primaryKey())
      .addColumn('at', 'bigint', (column) => column.notNull())
      .addColumn('route', 'text', (column) => column.notNull())
      .addColumn('metric', 'text', (column) => column.notNull())
      .addColumn('value', 'double precision', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('vitals_at').ifNotExists().on('vitals').column('at').execute();
  },
};
