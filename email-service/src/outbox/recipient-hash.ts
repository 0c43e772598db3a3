import { createHash } from 'node:crypto';

/**
 * The key of the one-confirmation-per-address limit: a hash, so the limit's table is no second
 * list of the visitors' addresses. Case is folded: Asha@Example.com and asha@example.com are one inbox
 * for every provider a visitor is likely to use.
 */
export function recipientHash(address: string): string {
  return createHash('sha256').update(foldAddress(address)).digest('hex');
}

/** An address as the store compares it: case folded, as the hash above is made. */
export function foldAddress(address: string): string {
  return address.trim().toLowerCase();
}
