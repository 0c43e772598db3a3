import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';

/**
 * A photo as a page shows it: its sizes in AVIF and WebP for `<source srcset>`, a JPEG for the
 * browsers that take neither, and its width and height, so the page keeps its place while it
 * loads. The URLs are the build's (the webpack loader puts the files in the bundle's assets).
 */
export interface Picture {
  readonly width: number;
  readonly height: number;
  readonly avif: string;
  readonly webp: string;
  readonly src: string;
}

/** What a photo may be, by its decoded structure (sharp calls AVIF heif). */
const photoFormats: readonly (string | undefined)[] = ['jpeg', 'png', 'webp', 'heif'];

/** The widths written, capped at the photo's own: a phone's card, a tablet's, a wide page at 2x. */
export const pictureWidths = [480, 960, 1440] as const;

/** What each format is written at: settled by eye on the covers and by bytes (docs/decisions/0044). */
const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 72 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 78, mozjpeg: true }),
} as const;
type Format = keyof typeof encoders;

export interface PictureFile {
  readonly format: Format;
  readonly width: number;
  /** The written file, in the cache folder. */
  readonly file: string;
}

export interface PictureFiles {
  readonly width: number;
  readonly height: number;
  readonly files: readonly PictureFile[];
}

/**
 * Writes the sizes and formats of a photo into `cacheDir` (named by the photo's bytes and these
 * settings, so a photo is encoded once per machine however often the site is built), and says
 * which. Orientation is applied and metadata (a camera's GPS position among it) left out.
 */
export async function pictureFiles(photo: string, cacheDir: string): Promise<PictureFiles> {
  const bytes = readFileSync(photo);
  const key = createHash('sha256')
    .update(bytes)
    .update(JSON.stringify({ pictureWidths, encoders: Object.values(encoders).map(String) }))
    .digest('hex')
    .slice(0, 16);
  const source = sharp(bytes, { failOn: 'error' }).rotate();
  const { width: ownWidth = 0, height: ownHeight = 0 } = await source.metadata().then(async (meta) => {
    // Judged by what the file is, not by its name: sharp also reads SVG, TIFF, GIF and more.
    if (!photoFormats.includes(meta.format)) {
      throw new Error(`${photo} is ${meta.format ?? 'no image'}, not a JPEG, PNG, WebP or AVIF photo`);
    }
    // Width and height as shown: a portrait photo from a phone is stored on its side.
    const turned = (meta.orientation ?? 1) >= 5;
    return turned ? { width: meta.height, height: meta.width } : meta;
  });
  if (ownWidth === 0 || ownHeight === 0) throw new Error(`${photo} is not an image sharp can read`);
  const widths = [...new Set(pictureWidths.map((width) => Math.min(width, ownWidth)))];
  // The fallback: one size, the middle one, for the few browsers without AVIF or WebP.
  const fallbackWidth = widths[Math.min(1, widths.length - 1)]!;
  const wanted: { format: Format; width: number }[] = [
    ...widths.flatMap((width) => [
      { format: 'avif' as const, width },
      { format: 'webp' as const, width },
    ]),
    { format: 'jpeg', width: fallbackWidth },
  ];
  mkdirSync(cacheDir, { recursive: true });
  const files = await Promise.all(
    wanted.map(async ({ format, width }) => {
      const name = `${path.basename(photo).replace(/\.[^.]+$/, '')}-${key}-${width}.${format === 'jpeg' ? 'jpg' : format}`;
      const file = path.join(cacheDir, name);
      if (!existsSync(file)) {
        const written = await encoders[format](source.clone().resize({ width })).toBuffer();
        // Whole or not at all: a build stopped half-way leaves no half-written file to reuse.
        writeFileSync(`${file}.partial`, written);
        renameSync(`${file}.partial`, file);
      }
      return { format, width, file };
    }),
  );
  const largest = widths.at(-1)!;
  return { width: largest, height: Math.round((ownHeight * largest) / ownWidth), files };
}
