import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Where a page carries its Content-Security-Policy nonce. A page is rendered once and kept, but
 * every response needs a nonce of its own; nothing a visitor types reaches a page's HTML, so
 * this text appears only where the shell's server put it.
 */
export const noncePlaceholder = '__inklined_csp_nonce__';

export interface NoncedBody {
  readonly body: Buffer;
  readonly gzipped: Buffer;
}

/** A gzip member header: deflate, no name or time, unknown OS (RFC 1952). */
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * A document with its nonce left open, compressed once: each stretch between two nonces is a
 * deflate stream of its own ending on a byte boundary, so a response joins those stretches
 * with its nonce (a few bytes compressed on the spot) instead of compressing the whole page
 * again. The result is one ordinary gzip stream.
 */
export class NoncedDocument {
  private readonly parts: readonly Buffer[];
  private readonly compressedParts: readonly Buffer[];

  constructor(document: string) {
    this.parts = document.split(noncePlaceholder).map((part) => Buffer.from(part));
    this.compressedParts = this.parts.map((part, index) =>
      deflateRawSync(part, {
        level: 9,
        // Every stretch but the last ends open (no final block), on a byte boundary.
        finishFlush: index === this.parts.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      }),
    );
  }

  /** The document with `nonce` in every place kept for it, plain and gzipped. */
  withNonce(nonce: string): NoncedBody {
    const nonceBytes = Buffer.from(nonce);
    const compressedNonce = deflateRawSync(nonceBytes, { finishFlush: constants.Z_SYNC_FLUSH });
    const plain: Buffer[] = [];
    const compressed: Buffer[] = [gzipHeader];
    this.parts.forEach((part, index) => {
      if (index > 0) {
        plain.push(nonceBytes);
        compressed.push(compressedNonce);
      }
      plain.push(part);
      compressed.push(this.compressedParts[index] as Buffer);
    });
    const body = Buffer.concat(plain);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc32(body), 0);
    trailer.writeUInt32LE(body.length % 2 ** 32, 4);
    return { body, gzipped: Buffer.concat([...compressed, trailer]) };
  }
}
