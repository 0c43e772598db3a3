import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { parseRemotesFile, type RemotesFile } from './site-config';

/**
 * Writes a remotes file as a deploy must: checked first, then written whole to a temporary file
 * beside it, flushed, and renamed over the old one. A reader (the shell polls it) sees the old
 * file or the new one, never half of either, even if the deploy is killed mid-write.
 */
export function writeRemotesFile(file: string, value: unknown): RemotesFile {
  const checked = parseRemotesFile(value);
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  const descriptor = openSync(temporary, 'w', 0o644);
  try {
    writeSync(descriptor, `${JSON.stringify(value, null, 2)}\n`);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  try {
    renameSync(temporary, file);
  } catch (error) {
    unlinkSync(temporary);
    throw error;
  }
  return checked;
}
