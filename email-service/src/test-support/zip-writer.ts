import { crc32, deflateRawSync } from 'node:zlib';

/** A part given as its bytes, or already deflated with the sizes the headers should claim. */
export type ZipPart =
  | string
  | Buffer
  | { readonly deflated: Buffer; readonly size: number; readonly crc?: number; readonly declaredSize?: number };

function deflatedPart(part: ZipPart) {
  if (typeof part === 'string' || Buffer.isBuffer(part)) {
    const data = Buffer.from(part);
    return { compressed: deflateRawSync(data), size: data.length, crc: crc32(data) };
  }
  return { compressed: part.deflated, size: part.declaredSize ?? part.size, crc: part.crc ?? 0 };
}

export interface ZipOptions {
  /** The archive's comment, after its end record. */
  readonly comment?: string;
  /** Bytes put after a part's data, outside any record (what a ZIP reader skips without a word). */
  readonly after?: Readonly<Record<string, Buffer>>;
}

/** A minimal ZIP writer (deflate, no ZIP64) for building .docx samples in tests. */
export function zip(files: Readonly<Record<string, ZipPart>>, { comment = '', after = {} }: ZipOptions = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, part] of Object.entries(files)) {
    const { compressed, size, crc } = deflatedPart(part);
    const nameBytes = Buffer.from(name, 'utf8');

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, compressed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);

    offset += local.length + nameBytes.length + compressed.length;
    const extra = after[name];
    if (extra) {
      locals.push(extra);
      offset += extra.length;
    }
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  const commentBytes = Buffer.from(comment, 'latin1');
  end.writeUInt16LE(commentBytes.length, 20);
  return Buffer.concat([...locals, directory, end, commentBytes]);
}
