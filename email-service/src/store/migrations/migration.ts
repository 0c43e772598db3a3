import type { Kysely } from 'kysely';
import type { StoreKind } from '../tables';

/**
 * One step of the schema, for both dialects. A migration only adds (tables, columns with defaults,
 * indexes): a rolling deploy runs the previous release beside it, and a rollback keeps every row.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  // The schema as it was at this step, not as Tables describes it today.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up(db: Kysely<any>, kind: StoreKind): Promise<void>;
}
