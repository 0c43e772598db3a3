import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from '@jest/globals';

/** A new empty folder for each test, removed after it: a collection's folder. */
export function setUpEntryFolder(prefix: string): () => string {
  let folder = '';
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), prefix));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));
  return () => folder;
}

/**
 * An entry's file as an editor writes it: each field a line of front matter (a value may go on
 * over indented lines; undefined leaves the field out), then the text.
 */
export function writeEntry(folder: string, file: string, fields: Record<string, string | undefined>, text: string) {
  const front = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([field, value]) => `${field}: ${value}`);
  writeFileSync(path.join(folder, file), ['---', ...front, '---', text].join('\n'));
}
