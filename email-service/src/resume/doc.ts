import CFB from 'cfb';
import { ServiceError } from '../errors';

/** The FIB's first field in every Word 97-2003 document. */
const WORD_MAGIC = 0xa5ec;
/** FIB flags: fEncrypted (bit 8) */
const F_ENCRYPTED = 0x0100;
/** Storages that hold VBA macros in a .doc (and in every other Office 97-2003 file). */
const MACRO_STORAGES = new Set(['macros', '_vba_project_cur', 'vba']);
const OBJECT_POOL = 'objectpool';

type WordRefusal = 'unsafeWord' | 'unreadableWord' | 'unsupportedResume' | 'encryptedResume';
const refuse = (code: WordRefusal, cause?: unknown) => new ServiceError(code, undefined, { cause });

/**
 * A .doc must be a Word 97-2003 document (a compound file with a WordDocument stream that starts
 * with Word's magic number), not encrypted, without macro storages and without embedded OLE
 * objects (ObjectPool with content: equation editor objects and packaged files live there).
 * An Excel or PowerPoint file, which shares the container, is not a resume.
 */
export function inspectDoc(bytes: Buffer): void {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(bytes, { type: 'buffer' });
  } catch (error) {
    throw refuse('unreadableWord', error);
  }
  const paths = container.FullPaths.map((fullPath) =>
    fullPath
      .split('/')
      .slice(1)
      .filter(Boolean)
      .map((segment) => segment.toLowerCase()),
  );
  if (paths.some((segments) => segments.some((segment) => MACRO_STORAGES.has(segment)))) throw refuse('unsafeWord');
  if (paths.some((segments) => segments[0] === OBJECT_POOL && segments.length > 1)) throw refuse('unsafeWord');

  const index = container.FullPaths.findIndex((fullPath) => fullPath.split('/').slice(1).join('/') === 'WordDocument');
  const content = index >= 0 ? container.FileIndex[index]?.content : undefined;
  if (!content || content.length < 12) throw refuse('unsupportedResume');
  const fib = Buffer.from(content as Uint8Array);
  if (fib.readUInt16LE(0) !== WORD_MAGIC) throw refuse('unsupportedResume');
  if (fib.readUInt16LE(0x0a) & F_ENCRYPTED) throw refuse('encryptedResume');
}
