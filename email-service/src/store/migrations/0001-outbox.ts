import { sql, type CreateTableBuilder } from 'kysely';
import type { StoreKind } from '../tables';
import type { Migration } from './migration';

type Column = Parameters<CreateTableBuilder<'outbox'>['addColumn']>;

const outboxColumns = (kind: StoreKind): Column[] => [
  ['id', 'text', (column) => column.primaryKey()],
  [
    'kind',
    'text',
    (column) =>
      column
        .notNull()
        .defaultTo('submission')
        .check(sql`kind IN ('submission', 'confirmation')`),
  ],
  ['created_at', 'bigint', (column) => column.notNull()],
  ['state', 'text', (column) => column.notNull().check(sql`state IN ('queued', 'sending', 'sent', 'dead')`)],
  ['attempts', 'integer', (column) => column.notNull().defaultTo(0)],
  ['next_attempt_at', 'bigint', (column) => column.notNull()],
  ['lease_until', 'bigint'],
  ['sent_at', 'bigint'],
  ['last_error', 'text'],
  ['form_type', 'text', (column) => column.notNull()],
  ['request_json', 'text', (column) => column.notNull()],
  ['resume_filename', 'text'],
  ['resume_content_type', 'text'],
  ['resume', kind === 'postgres' ? sql`bytea` : 'blob'],
  ['idempotency_key', 'text', (column) => column.unique()],
  ['fingerprint', 'text', (column) => column.notNull()],
  ['size_bytes', 'bigint', (column) => column.notNull().defaultTo(0)],
];

/** What fills a column an embedded outbox of an earlier release lacks (kind: every such row is a submission). */
const filledFrom: Record<string, ReturnType<typeof sql> | undefined> = {
  size_bytes: sql`UPDATE outbox SET size_bytes = length(request_json) + coalesce(length(resume), 0)`,
};

/**
 * The outbox and the confirmations' record. An embedded outbox written before this history began
 * (every release up to e6fe49a kept its schema by column checks) already has the table: it gains
 * the columns it lacks, filled from what its rows hold, and keeps every row.
 */
export const outbox: Migration = {
  version: 1,
  name: 'outbox',
  async up(db, kind) {
    const existing = (await db.introspection.getTables()).find((table) => table.name === 'outbox');
    if (existing) {
      const present = new Set(existing.columns.map((column) => column.name));
      for (const column of outboxColumns(kind).filter(([name]) => !present.has(name))) {
        await db.schema
          .alterTable('outbox')
          .addColumn(...column)
          .execute();
        await filledFrom[column[0]]?.execute(db);
      }
    } else {
      let table = db.schema.createTable('outbox');
      for (const column of outboxColumns(kind)) table = table.addColumn(...column);
      await table.execute();
    }
    // The embedded outbox's indexes had other names.
    await db.schema.dropIndex('outbox_due').ifExists().execute();
    await db.schema.dropIndex('outbox_sent').ifExists().execute();
    const indexes = {
      outbox_state_next: ['state', 'next_attempt_at'],
      outbox_state_sent: ['state', 'sent_at'],
      outbox_kind_created: ['kind', 'created_at'],
    };
    for (const [name, columns] of Object.entries(indexes)) {
      await db.schema.createIndex(name).ifNotExists().on('outbox').columns(columns).execute();
    }
    await db.schema
      .createTable('confirmations')
      .ifNotExists()
      .addColumn('recipient_hash', 'text', (column) => column.primaryKey())
      .addColumn('confirmed_at', 'bigint', (column) => column.notNull())
      .execute();
  },
};
