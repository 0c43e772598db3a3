/**
 * Just enough of the Compound File Binary format (the container of .doc, .xls, .msi, ...) to tell a
 * Word 97-2003 document from the rest: it holds a stream named "WordDocument" in its directory.
 * Every read is bounds-checked by Buffer itself and every chain walk is capped, so a crafted file
 * can only make this return false.
 */
export const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const END_OF_CHAIN = 0xfffffffe;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_SIZE = 128;
const STREAM_OBJECT = 2;

export function cfbHasStream(bytes: Buffer, streamName: string): boolean {
  try {
    if (!bytes.subarray(0, CFB_SIGNATURE.length).equals(CFB_SIGNATURE)) return false;
    const sectorShift = bytes.readUInt16LE(0x1e);
    if (sectorShift !== 9 && sectorShift !== 12) return false;
    const sectorSize = 1 << sectorShift;
    const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
    const entriesPerFatSector = sectorSize / 4;

    const nextSector = (sector: number): number => {
      const fatIndex = Math.floor(sector / entriesPerFatSector);
      // Only the header's 109 FAT sectors are followed: enough for files far above the 5 MB limit.
      if (fatIndex >= HEADER_DIFAT_ENTRIES) return END_OF_CHAIN;
      const fatSector = bytes.readUInt32LE(0x4c + fatIndex * 4);
      return bytes.readUInt32LE(sectorOffset(fatSector) + (sector % entriesPerFatSector) * 4);
    };

    const maxSectors = Math.ceil(bytes.length / sectorSize);
    let sector = bytes.readUInt32LE(0x30);
    for (let visited = 0; sector !== END_OF_CHAIN && visited < maxSectors; visited += 1) {
      for (let slot = 0; slot < sectorSize / DIRECTORY_ENTRY_SIZE; slot += 1) {
        const entry = sectorOffset(sector) + slot * DIRECTORY_ENTRY_SIZE;
        const nameBytes = bytes.readUInt16LE(entry + 0x40);
        if (nameBytes < 2 || nameBytes > 64) continue;
        const name = bytes.toString('utf16le', entry, entry + nameBytes - 2);
        if (name === streamName && bytes.readUInt8(entry + 0x42) === STREAM_OBJECT) return true;
      }
      sector = nextSector(sector);
    }
    return false;
  } catch {
    // A RangeError from a read past the end: a truncated or crafted file, not a Word document.
    return false;
  }
}
