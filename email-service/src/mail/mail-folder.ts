import { open, readdir } from 'node:fs/promises';
import path from 'node:path';

/** The file name for a message: sortable by time, traceable to the messageId the form received. */
export function emlFileName(messageId: string, date = new Date()): string {
  return `${date.toISOString().replace(/[:.]/g, '-')}-${emlIdOf(messageId)}.eml`;
}

/** A name `emlFileName` wrote, with the time and the id it gives: nothing else in the folder is ever deleted. */
const emlName = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-([A-Za-z0-9-]+)\.eml$/;

/** The message id's part a file of this mailer is named by (as `emlFileName` wrote it), or undefined. */
export function emlFileId(name: string): string | undefined {
  return emlName.exec(name)?.[6];
}

/** What `emlFileName` keeps of a message id: the file of the outbox entry with this id has it in its name. */
export function emlIdOf(messageId: string): string {
  return messageId.replace(/^<|@.*$/g, '').replace(/[^A-Za-z0-9-]/g, '');
}

/** When the message in a file of this name was written, or undefined for a name not of this mailer. */
export function emlFileTime(name: string): number | undefined {
  const match = emlName.exec(name);
  if (!match) return undefined;
  const [, date, hours, minutes, seconds, millis] = match;
  const time = Date.parse(`${date}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(time) ? undefined : time;
}

/** Enough for any header block the service writes: the headers end long before the body's first line. */
const HEADER_BYTES = 64 * 1024;

/**
 * The names of the files the .eml mailer wrote in `mailDir` (by their name's pattern: an
 * allow-list, so no other file there is ever read or deleted); none while the folder does not exist.
 */
export async function mailFileNames(mailDir: string): Promise<string[]> {
  const names = await readdir(mailDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names.filter((name) => emlFileTime(name) !== undefined).sort();
}

/** A message's header block, unfolded and in lower case: where its addresses are, never encoded. */
async function headersOf(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEADER_BYTES), 0, HEADER_BYTES, 0);
    const text = buffer.subarray(0, bytesRead).toString('latin1');
    const end = text.indexOf('\r\n\r\n');
    return (end >= 0 ? text.slice(0, end) : text).replace(/\r\n[ \t]+/g, ' ').toLowerCase();
  } finally {
    await handle.close();
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The mail files of a person: those of the outbox entries with these ids (by name), and any other
 * whose headers name the address (To of a confirmation, Reply-To of a submission), such as the
 * copy of a submission whose entry was already purged.
 */
export async function mailFilesOf(mailDir: string, ids: readonly string[], address: string): Promise<string[]> {
  const named = new Set(ids.map(emlIdOf));
  const mentioned = new RegExp(`(^|[\\s<:,"])${escapeRegExp(address.trim().toLowerCase())}($|[\\s>,"])`, 'm');
  const found: string[] = [];
  for (const name of await mailFileNames(mailDir)) {
    if (named.has(emlFileId(name)!) || mentioned.test(await headersOf(path.join(mailDir, name)))) found.push(name);
  }
  return found;
}
