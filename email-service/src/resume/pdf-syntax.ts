/**
 * The whole of a PDF file read as PDF syntax (ISO 32000-1, section 7), the way a careful reader
 * does, not the way a viewer does: a viewer follows the cross-reference table to one copy of each
 * object and may never look at the others, so a file can show a checker one object and a viewer
 * another. Here every byte belongs to something: the header, a comment, an object (with its
 * stream's data), a cross-reference table, a trailer or `startxref`. Anything else is not PDF,
 * and the file is refused as such. Every object is returned, duplicates and all revisions of an
 * incremental update included, in file order.
 */

export type PdfValue =
  | { readonly kind: 'name'; readonly name: string }
  | { readonly kind: 'string'; readonly bytes: Buffer }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'boolean' | 'null' }
  | { readonly kind: 'ref'; readonly num: number; readonly gen: number }
  | { readonly kind: 'array'; readonly items: readonly PdfValue[] }
  | { readonly kind: 'dict'; readonly entries: ReadonlyMap<string, PdfValue> };

export interface PdfObject {
  readonly num: number;
  readonly gen: number;
  readonly value: PdfValue;
  /** Where the stream's data lies in the file, for a stream object. */
  readonly stream?: { readonly start: number; readonly end: number };
}

/** A dictionary's entry; undefined for a value that is not a dictionary. */
export const entry = (value: PdfValue | undefined, key: string) =>
  value?.kind === 'dict' ? value.entries.get(key) : undefined;
export const nameOf = (value: PdfValue | undefined) => (value?.kind === 'name' ? value.name : undefined);
/** An entry that holds one item or an array of them (/Filter, /Next), as a list. */
export const listOf = (value: PdfValue | undefined) => (value?.kind === 'array' ? value.items : value ? [value] : []);

/** Something in the file is not PDF syntax. */
export class PdfSyntaxError extends Error {
  override readonly name = 'PdfSyntaxError';
}

export interface ParsedPdf {
  readonly objects: readonly PdfObject[];
  readonly trailers: readonly PdfValue[];
  /**
   * What an HTML parser reading the file would meet as text outside binary data: the comments
   * (`%…` to the end of their line) and literal strings, as their raw bytes in the file.
   */
  readonly texts: readonly string[];
}

/** Deeper nesting of arrays and dictionaries than any writer produces: a crafted file, refused. */
const MAX_DEPTH = 64;

const isWhite = (byte: number | undefined) =>
  byte === 0x00 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || byte === 0x20;
const DELIMITERS = new Set([...'()<>[]{}/%'].map((char) => char.charCodeAt(0)));
const isRegular = (byte: number | undefined) => byte !== undefined && !isWhite(byte) && !DELIMITERS.has(byte);
const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;
const isHex = (byte: number | undefined) =>
  byte !== undefined && (isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66));

/** A name's `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`). */
export const decodeName = (raw: string) =>
  raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

class Reader {
  pos = 0;
  readonly texts: string[] = [];

  constructor(readonly bytes: Buffer) {}

  fail(message: string): never {
    throw new PdfSyntaxError(`${message} at byte ${this.pos}`);
  }

  at(offset = 0): number | undefined {
    return this.bytes[this.pos + offset];
  }

  startsWith(word: string): boolean {
    return this.bytes.toString('latin1', this.pos, this.pos + word.length) === word;
  }

  /** A keyword, standing alone (not the start of a longer word). */
  isKeyword(word: string): boolean {
    return this.startsWith(word) && !isRegular(this.bytes[this.pos + word.length]);
  }

  /** Consumes the keyword if it comes next (after white space and comments). */
  eat(word: string): boolean {
    this.skip();
    if (!this.isKeyword(word)) return false;
    this.pos += word.length;
    return true;
  }

  /** Skips white space and comments, keeping the comments' text. */
  skip(): void {
    for (;;) {
      while (isWhite(this.at())) this.pos += 1;
      if (this.at() !== 0x25) return;
      const start = this.pos;
      while (this.pos < this.bytes.length && this.at() !== 0x0a && this.at() !== 0x0d) this.pos += 1;
      this.texts.push(this.bytes.toString('latin1', start, this.pos));
    }
  }

  regularRun(): string {
    const start = this.pos;
    while (isRegular(this.at())) this.pos += 1;
    return this.bytes.toString('latin1', start, this.pos);
  }

  /** An integer standing alone here, without moving; undefined if there is none. */
  peekInteger(): { value: number; end: number } | undefined {
    let end = this.pos;
    while (isDigit(this.bytes[end])) end += 1;
    if (end === this.pos || isRegular(this.bytes[end])) return undefined;
    return { value: Number(this.bytes.toString('latin1', this.pos, end)), end };
  }

  /** The integer that comes next, consumed; a PdfSyntaxError saying `missing` if there is none. */
  integer(missing: string): number {
    this.skip();
    const found = this.peekInteger();
    if (!found) this.fail(missing);
    this.pos = found.end;
    return found.value;
  }

  literalString(): PdfValue {
    const start = this.pos;
    this.pos += 1;
    let depth = 1;
    const out: number[] = [];
    while (depth > 0) {
      const byte = this.at();
      if (byte === undefined) this.fail('a string that does not end');
      this.pos += 1;
      if (byte === 0x5c) {
        const next = this.at();
        this.pos += 1;
        const escapes: Record<number, number> = { 0x6e: 10, 0x72: 13, 0x74: 9, 0x62: 8, 0x66: 12 };
        if (next === undefined) this.fail('a string that does not end');
        else if (escapes[next] !== undefined) out.push(escapes[next]);
        else if (next >= 0x30 && next <= 0x37) {
          let octal = next - 0x30;
          for (let digits = 1; digits < 3 && (this.at() ?? 0) >= 0x30 && (this.at() ?? 0) <= 0x37; digits += 1) {
            octal = octal * 8 + (this.at()! - 0x30);
            this.pos += 1;
          }
          out.push(octal & 0xff);
        } else if (next === 0x0d) {
          if (this.at() === 0x0a) this.pos += 1;
        } else if (next !== 0x0a) out.push(next);
      } else {
        if (byte === 0x28) depth += 1;
        if (byte === 0x29) depth -= 1;
        if (depth > 0) out.push(byte);
      }
    }
    this.texts.push(this.bytes.toString('latin1', start, this.pos));
    return { kind: 'string', bytes: Buffer.from(out) };
  }

  hexString(): PdfValue {
    this.pos += 1;
    const digits: string[] = [];
    while (this.at() !== 0x3e) {
      const byte = this.at();
      if (isHex(byte)) digits.push(String.fromCharCode(byte!));
      else if (!isWhite(byte)) this.fail('a hexadecimal string with something else in it');
      this.pos += 1;
    }
    this.pos += 1;
    if (digits.length % 2 === 1) digits.push('0');
    return { kind: 'string', bytes: Buffer.from(digits.join(''), 'hex') };
  }

  value(depth: number): PdfValue {
    if (depth > MAX_DEPTH) this.fail('nesting deeper than any document has');
    this.skip();
    const byte = this.at();
    if (byte === undefined) this.fail('the file ends inside an object');
    if (byte === 0x2f) {
      this.pos += 1;
      return { kind: 'name', name: decodeName(this.regularRun()) };
    }
    if (byte === 0x28) return this.literalString();
    if (byte === 0x3c) {
      if (this.at(1) !== 0x3c) return this.hexString();
      this.pos += 2;
      const entries = new Map<string, PdfValue>();
      for (this.skip(); !this.startsWith('>>'); this.skip()) {
        const key = this.value(depth + 1);
        if (key.kind !== 'name') this.fail('a dictionary key that is not a name');
        entries.set(key.name, this.value(depth + 1));
      }
      this.pos += 2;
      return { kind: 'dict', entries };
    }
    if (byte === 0x5b) {
      this.pos += 1;
      const items: PdfValue[] = [];
      for (this.skip(); this.at() !== 0x5d; this.skip()) items.push(this.value(depth + 1));
      this.pos += 1;
      return { kind: 'array', items };
    }
    const reference = this.reference();
    if (reference) return reference;
    const word = this.regularRun();
    if (word === 'true' || word === 'false') return { kind: 'boolean' };
    if (word === 'null') return { kind: 'null' };
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return { kind: 'number', value: Number(word) };
    return this.fail(word === '' ? 'a character that starts nothing' : `"${word.slice(0, 20)}" where a value belongs`);
  }

  /** `N G R` at the current position, consumed; undefined (nothing consumed) otherwise. */
  reference(): PdfValue | undefined {
    const start = this.pos;
    const num = this.peekInteger();
    if (!num) return undefined;
    this.pos = num.end;
    this.skip();
    const gen = this.peekInteger();
    if (gen) {
      this.pos = gen.end;
      if (this.eat('R')) return { kind: 'ref', num: num.value, gen: gen.value };
    }
    this.pos = start;
    return undefined;
  }

  /** EOL data `endstream`, after `stream`: where the data lies. */
  streamData(dict: PdfValue): { start: number; end: number } {
    if (this.at() === 0x0d) this.pos += 1;
    if (this.at() !== 0x0a && this.bytes[this.pos - 1] !== 0x0d)
      this.fail('stream data that does not start on a new line');
    if (this.at() === 0x0a) this.pos += 1;
    const start = this.pos;
    const length = dict.kind === 'dict' ? dict.entries.get('Length') : undefined;
    // The declared length when it is direct and right; otherwise the first `endstream` (the file
    // then cannot hide anything in the data that this reading would skip).
    if (length?.kind === 'number') {
      let end = start + length.value;
      const after = end;
      while (isWhite(this.bytes[end])) end += 1;
      if (this.bytes.toString('latin1', end, end + 9) === 'endstream') {
        this.pos = end + 9;
        return { start, end: after };
      }
    }
    const found = this.bytes.indexOf('endstream', start, 'latin1');
    if (found < 0) this.fail('a stream that does not end');
    this.pos = found + 9;
    return { start, end: found };
  }

  indirectObject(): PdfObject {
    const num = this.integer('an object without its number');
    const gen = this.integer('an object number without its generation');
    if (!this.eat('obj')) this.fail('an object without "obj"');
    const value = this.value(0);
    const stream = this.eat('stream') ? this.streamData(value) : undefined;
    if (!this.eat('endobj')) this.fail(`object ${num} ${gen} without "endobj"`);
    return { num, gen, value, ...(stream ? { stream } : {}) };
  }

  /** After `xref`, its subsections: `first count` lines, then `offset generation n|f` entries. */
  crossReferenceTable(): void {
    for (this.skip(); !this.isKeyword('trailer') && this.pos < this.bytes.length; this.skip()) {
      if (!/^(\d+|n|f)$/.test(this.regularRun())) this.fail('a cross-reference table with something else in it');
    }
  }
}

/** Reads the whole file; throws a PdfSyntaxError at the first byte that is not PDF. */
export function parsePdfSyntax(bytes: Buffer): ParsedPdf {
  const reader: Reader = new Reader(bytes);
  if (!reader.startsWith('%PDF-')) reader.fail('no PDF header');
  const objects: PdfObject[] = [];
  const trailers: PdfValue[] = [];
  for (reader.skip(); reader.pos < bytes.length; reader.skip()) {
    if (reader.eat('xref')) reader.crossReferenceTable();
    else if (reader.eat('trailer')) trailers.push(reader.value(0));
    else if (reader.eat('startxref')) reader.integer('"startxref" without an offset');
    else if (reader.peekInteger()) objects.push(reader.indirectObject());
    else reader.fail('something that is not PDF');
  }
  return { objects, trailers, texts: reader.texts };
}

/** The objects of an object stream's decoded data: `N` pairs of numbers and offsets, then the objects. */
export function parseObjectStream(data: Buffer, count: number, first: number): PdfObject[] {
  const reader: Reader = new Reader(data);
  const headers: Array<{ num: number; offset: number }> = [];
  for (let index = 0; index < count; index += 1) {
    const num = reader.integer('an object stream without its object numbers');
    headers.push({ num, offset: reader.integer('an object stream without its offsets') });
  }
  return headers.map(({ num, offset }) => {
    reader.pos = first + offset;
    if (reader.pos > data.length) reader.fail('an object stream offset past its end');
    return { num, gen: 0, value: reader.value(0) };
  });
}
