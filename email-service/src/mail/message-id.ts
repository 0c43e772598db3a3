import { randomUUID } from 'node:crypto';

/** A Message-ID on the site's own domain; also the id a form gets back and the .eml file's name. */
export function createMessageId(domain: string): string {
  return `<${randomUUID()}@${domain}>`;
}
