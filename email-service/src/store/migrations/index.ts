import { outbox } from './0001-outbox';
import { rateLimits } from './0002-rate-limits';
import { vitals } from './0003-vitals';
import { sizes } from './0004-sizes';
import { references } from './0005-references';
import { erasureReceipts } from './0006-erasure-receipts';
import type { Migration } from './migration';

export type { Migration } from './migration';

/** In order; a new one comes last, with the next version. */
export const migrations: readonly Migration[] = [outbox, rateLimits, vitals, sizes, references, erasureReceipts];
