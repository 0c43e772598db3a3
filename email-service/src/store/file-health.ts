import { accessSync, constants, statSync, type Stats } from 'node:fs';
import path from 'node:path';

export type StoreHealth = { readonly ok: true } | { readonly ok: false; readonly reason: string };

const healthy: StoreHealth = { ok: true };

/**
 * Whether the outbox file the service opened is still the one on disk, in a folder it may write
 * to. SQLite goes on writing to an open file after it is deleted or replaced, so without this a
 * deleted outbox would take new submissions into a file nobody will ever open again, and the next
 * start would begin a new, empty one in silence. A folder whose permission bits forbid writing is
 * read-only by the operator's decision even for root, who could write anyway.
 */
export function watchFile(file: string): () => StoreHealth {
  if (file === ':memory:') return () => healthy;
  const opened = statSync(file);
  const folder = path.dirname(file);
  const identity = (stats: Stats) => `${stats.dev}:${stats.ino}`;
  return function storeHealth(): StoreHealth {
    let now: Stats;
    try {
      now = statSync(file);
    } catch {
      return { ok: false, reason: `the outbox file ${file} is gone` };
    }
    if (identity(now) !== identity(opened)) return { ok: false, reason: `the outbox file ${file} was replaced` };
    try {
      accessSync(folder, constants.W_OK);
      if ((statSync(folder).mode & 0o222) === 0) throw new Error('read-only');
    } catch {
      return { ok: false, reason: `the outbox folder ${folder} is not writable` };
    }
    return healthy;
  };
}
