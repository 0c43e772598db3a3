import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { convert } from 'fontverter';
import { format, resolveConfig } from 'prettier';
import subsetFont from 'subset-font';
import {
  coreCharacters,
  fontsDir,
  fontWeights,
  unicodeRangeOf,
  type FontFile,
  type FontsManifest,
} from './font-subsets';

/**
 * `npm run make:fonts`: the site's two typefaces cut to what its pages use, from the Latin files
 * of @fontsource-variable (docs/decisions/0026). Each family becomes two files: the core (ASCII
 * and the punctuation the site's text uses), which every page preloads, and the rest of the Latin
 * range, which a browser fetches only for a page that has one of those characters (a visitor's
 * name with an accent, say). Both keep the weight axis the site uses, 400 to 700. Writes the
 * files, their licences and fonts.json (what each file covers, and its hash) to
 * packages/brand/src/fonts/, all committed. Run it again when a font package or the core set
 * changes; scripts/font-subsets.test.ts fails when the site's text needs a character the core
 * lacks, or a file differs from what fonts.json says.
 */
const require = createRequire(path.join(__dirname, '..', 'packages', 'brand', 'package.json'));

const families = [
  { name: 'inter', package: '@fontsource-variable/inter', file: 'inter-latin-wght-normal.woff2' },
  {
    name: 'source-serif-4',
    package: '@fontsource-variable/source-serif-4',
    file: 'source-serif-4-latin-wght-normal.woff2',
  },
] as const;

/** The Unicode code points a font maps, read by HarfBuzz. */
async function mappedCodePoints(woff2: Buffer): Promise<number[]> {
  const { Blob, Face } = await import('harfbuzzjs');
  const face = new Face(new Blob(new Uint8Array(await convert(woff2, 'sfnt'))), 0);
  return [...face.collectUnicodes()].sort((a, b) => a - b);
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const text = (codePoints: readonly number[]) => String.fromCodePoint(...codePoints);

async function main(): Promise<void> {
  mkdirSync(fontsDir, { recursive: true });
  const files: FontFile[] = [];
  for (const family of families) {
    const source = readFileSync(require.resolve(`${family.package}/files/${family.file}`));
    const all = await mappedCodePoints(source);
    const core = all.filter((codePoint) => coreCharacters.has(codePoint));
    const rest = all.filter((codePoint) => !coreCharacters.has(codePoint));
    for (const [part, codePoints] of [
      ['core', core],
      ['extended', rest],
    ] as const) {
      const subset = await subsetFont(source, text(codePoints), {
        targetFormat: 'woff2',
        variationAxes: { wght: { min: fontWeights.min, max: fontWeights.max } },
      });
      // The file must have exactly the characters its unicode-range will name.
      const covered = await mappedCodePoints(subset);
      if (unicodeRangeOf(covered) !== unicodeRangeOf(codePoints)) {
        throw new Error(
          `${family.name} ${part}: asked for ${unicodeRangeOf(codePoints)}, has ${unicodeRangeOf(covered)}`,
        );
      }
      const file = `${family.name}-${part}.woff2`;
      writeFileSync(path.join(fontsDir, file), subset);
      files.push({
        family: family.name,
        part,
        file,
        unicodeRange: unicodeRangeOf(codePoints),
        bytes: subset.length,
        sha256: sha256(subset),
      });
      console.info(`${file}: ${codePoints.length} characters, ${subset.length} bytes (from ${source.length})`);
    }
    copyFileSync(require.resolve(`${family.package}/LICENSE`), path.join(fontsDir, `${family.name}-LICENSE.txt`));
  }
  const manifest: FontsManifest = { weights: fontWeights, files };
  writeFileSync(path.join(fontsDir, 'fonts.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(path.join(fontsDir, 'subsets.ts'), await subsetsModule(files));
}

/** What the site's styles read of the files: their URLs (webpack's) and ranges, for @font-face. */
async function subsetsModule(files: readonly FontFile[]): Promise<string> {
  const name = (file: FontFile) =>
    `${file.family}-${file.part}`.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  const source = [
    '// Written by `npm run make:fonts` (scripts/make-fonts.ts) from fonts.json: run it, do not edit.',
    ...files.map((file) => `import ${name(file)} from './${file.file}';`),
    '',
    `export const fontWeights = '${fontWeights.min} ${fontWeights.max}';`,
    '',
    'export const fontSubsets = [',
    ...files.map(
      (file) =>
        `{ family: '${file.family}', part: '${file.part}', url: ${name(file)}, unicodeRange: '${file.unicodeRange}' },`,
    ),
    '] as const;',
  ].join('\n');
  return format(source, { ...(await resolveConfig(path.join(fontsDir, 'subsets.ts'))), parser: 'typescript' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
