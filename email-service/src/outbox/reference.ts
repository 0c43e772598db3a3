import { randomBytes } from 'node:crypto';

/** Crockford's base 32: digits and letters without I, L, O and U. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new reference (contracts' REFERENCE_PATTERN): 40 bits from the system's CSPRNG, so knowing one
 * reference tells nothing of any other. The outbox's unique index keeps two submissions from
 * sharing one; a draw that clashes is drawn again (outbox.ts).
 */
export function newReference(random: (bytes: number) => Buffer = randomBytes): string {
  let bits = random(5).reduce((value, byte) => value * 256 + byte, 0);
  let characters = '';
  for (let i = 0; i < 8; i += 1) {
    characters = ALPHABET[bits % 32]! + characters;
    bits = Math.floor(bits / 32);
  }
  return `CI-${characters.slice(0, 4)}-${characters.slice(4)}`;
}

/**
 * A reference as a person may type it from a call or a letter: any case, spaces or no dash, and
 * the letters Crockford reads as digits (O as 0, I and L as 1). Undefined if it cannot be one.
 */
export function readReference(typed: string): string | undefined {
  const characters = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/^CI/, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{8}$/.test(characters)) return undefined;
  return `CI-${characters.slice(0, 4)}-${characters.slice(4)}`;
}
