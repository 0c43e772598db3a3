import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { e2eMailDir } from '../site';

export interface ReceivedMail {
  readonly raw: string;
  readonly parsed: ParsedMail;
}

/** The message the SMTP sink received whose raw text contains `marker`, if it has arrived yet. */
export async function mailContaining(marker: string): Promise<ReceivedMail | undefined> {
  const files = await readdir(e2eMailDir).catch(() => []);
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const raw = await readFile(path.join(e2eMailDir, file), 'utf8');
    if (raw.includes(marker)) return { raw, parsed: await simpleParser(raw) };
  }
  return undefined;
}

/** The message sent to `address` (the confirmation to a visitor), if it has arrived yet. */
export async function mailTo(address: string): Promise<ReceivedMail | undefined> {
  const files = await readdir(e2eMailDir).catch(() => []);
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const raw = await readFile(path.join(e2eMailDir, file), 'utf8');
    if (!raw.includes(address)) continue;
    const parsed = await simpleParser(raw);
    const to = [parsed.to ?? []].flat().flatMap((field) => field.value.map((entry) => entry.address));
    if (to.includes(address)) return { raw, parsed };
  }
  return undefined;
}

/** How many received messages contain `marker` (a message must arrive once). */
export async function countMailsContaining(marker: string): Promise<number> {
  const files = await readdir(e2eMailDir).catch(() => []);
  let count = 0;
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    if ((await readFile(path.join(e2eMailDir, file), 'utf8')).includes(marker)) count += 1;
  }
  return count;
}

/** A text no other test writes, to find this test's mail by. */
export function uniqueMarker(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
