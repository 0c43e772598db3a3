import path from 'node:path';
import { valueAt } from './read-collection';
import { pictureFiles, type PictureFile } from './responsive-image';

/**
 * A collection's entries as a module, each photo its fields name given its `picture` beside it:
 * the sizes written by responsive-image.ts, imported, so the bundle's asset rule gives each its
 * URL (a file of the browser's build; the same URL in the server's).
 */
export async function entriesWithPictures(
  entries: readonly Record<string, unknown>[],
  fields: readonly (readonly string[])[],
  folder: string,
  cacheDir: string,
): Promise<{ readonly code: string; readonly photos: readonly string[] }> {
  const imports: string[] = [];
  const pictures: string[] = [];
  const photos: string[] = [];
  const url = (file: PictureFile) => {
    imports.push(`import picture${imports.length} from ${JSON.stringify(file.file)};`);
    return `picture${imports.length - 1}`;
  };
  const srcset = (files: readonly PictureFile[], format: PictureFile['format']) =>
    files
      .filter((file) => file.format === format)
      .map((file) => `${url(file)} + ${JSON.stringify(` ${file.width}w`)}`)
      .join(' + ", " + ');
  const data = structuredClone(entries) as Record<string, unknown>[];
  for (const entry of data) {
    for (const field of fields) {
      const photo = valueAt(entry, field);
      if (typeof photo !== 'string') continue;
      const file = path.resolve(folder, photo);
      photos.push(file);
      const { width, height, files } = await pictureFiles(file, cacheDir);
      const fallback = files.find((candidate) => candidate.format === 'jpeg')!;
      pictures.push(
        `{ width: ${width}, height: ${height}, avif: ${srcset(files, 'avif')}, webp: ${srcset(files, 'webp')}, src: ${url(fallback)} }`,
      );
      const parent = valueAt(entry, field.slice(0, -1)) as Record<string, unknown>;
      parent.picture = `\u0000picture:${pictures.length - 1}\u0000`;
    }
  }
  const literal = JSON.stringify(data).replace(
    /"\\u0000picture:(\d+)\\u0000"/g,
    (_, index: string) => pictures[Number(index)]!,
  );
  return { code: `${imports.join('\n')}\nexport default ${literal};\n`, photos };
}
