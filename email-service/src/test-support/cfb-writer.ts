const SECTOR = 512;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

function directoryEntry(name: string, type: number, startSector: number, size: number, child = FREE): Buffer {
  const entry = Buffer.alloc(128);
  entry.write(name, 0, 'utf16le');
  entry.writeUInt16LE((name.length + 1) * 2, 0x40);
  entry.writeUInt8(type, 0x42);
  entry.writeUInt8(1, 0x43); // black node
  entry.writeUInt32LE(FREE, 0x44); // left sibling
  entry.writeUInt32LE(FREE, 0x48); // right sibling
  entry.writeUInt32LE(child, 0x4c);
  entry.writeUInt32LE(startSector, 0x74);
  entry.writeUInt32LE(size, 0x78);
  return entry;
}

/**
 * A minimal compound file (the container of a Word 97-2003 .doc): header, one FAT sector, one
 * directory sector and a `streamName` stream of 4 096 bytes (the mini-stream cut-off, so it lives in
 * regular sectors) starting with the Word FIB magic.
 */
export function compoundFile(streamName: string): Buffer {
  const streamSectors = 8;
  const header = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18); // minor version
  header.writeUInt16LE(3, 0x1a); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 0x1c); // little-endian
  header.writeUInt16LE(9, 0x1e); // sector shift
  header.writeUInt16LE(6, 0x20); // mini sector shift
  header.writeUInt32LE(1, 0x2c); // FAT sectors
  header.writeUInt32LE(1, 0x30); // first directory sector
  header.writeUInt32LE(4096, 0x38); // mini stream cut-off
  header.writeUInt32LE(END_OF_CHAIN, 0x3c); // no mini FAT
  header.writeUInt32LE(END_OF_CHAIN, 0x44); // no DIFAT sectors
  for (let index = 0; index < 109; index += 1) header.writeUInt32LE(index === 0 ? 0 : FREE, 0x4c + index * 4);

  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);
  for (let sector = 2; sector < 2 + streamSectors; sector += 1) {
    fat.writeUInt32LE(sector === 1 + streamSectors ? END_OF_CHAIN : sector + 1, sector * 4);
  }

  const directory = Buffer.concat([
    directoryEntry('Root Entry', 5, END_OF_CHAIN, 0, 1),
    directoryEntry(streamName, 2, 2, streamSectors * SECTOR),
    Buffer.alloc(256),
  ]);

  const stream = Buffer.alloc(streamSectors * SECTOR);
  stream.writeUInt16LE(0xa5ec, 0); // FIB wIdent of a Word document
  return Buffer.concat([header, fat, directory, stream]);
}
