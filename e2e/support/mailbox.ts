import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { contactEmail } from '@inklined/brand/site-facts';
import { e2eMailDir } from '../site';

export interface ReceivedMail {
  readonly raw: string;
  readonly parsed: ParsedMail;
}

/** Every received message to `address` whose raw text contains `marker`, in no particular order. */
async function mailsTo(address: string, marker: string): Promise<ReceivedMail[]> {
  const files = await readdir(e2eMailDir).catch(() => []);
  const found: ReceivedMail[] = [];
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const raw = await readFile(path.join(e2eMailDir, file), 'utf8');
    if (!raw.includes(marker)) continue;
    const parsed = await simpleParser(raw);
    const to = [parsed.to ?? []].flat().flatMap((field) => field.value.map((entry) => entry.address));
    if (to.includes(address)) found.push({ raw, parsed });
  }
  return found;
}

/**
 * The message to the company inbox whose raw text contains `marker`, if it has arrived yet. Only
 * the inbox's: the visitor's confirmation carries their address too (a newsletter subscriber's
 * address is the marker), and whichever arrived first used to be taken.
 */
export async function mailContaining(marker: string): Promise<ReceivedMail | undefined> {
  return (await mailsTo(contactEmail, marker))[0];
}

/** The message sent to `address` (the confirmation to a visitor), if it has arrived yet. */
export async function mailTo(address: string): Promise<ReceivedMail | undefined> {
  return (await mailsTo(address, address))[0];
}

/** How many messages to the inbox contain `marker` (a submission must arrive once). */
export async function countMailsContaining(marker: string): Promise<number> {
  return (await mailsTo(contactEmail, marker)).length;
}

/** A text no other test writes, to find this test's mail by. */
export function uniqueMarker(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
