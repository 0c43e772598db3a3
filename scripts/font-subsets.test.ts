import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { fontSubsets } from '@inklined/brand/fonts/subsets';
import { codePointsOf, coreCharacters, fontsDir, unicodeRangeOf, type FontsManifest } from './font-subsets';

const manifest = JSON.parse(readFileSync(path.join(fontsDir, 'fonts.json'), 'utf8')) as FontsManifest;
const root = path.join(__dirname, '..');
/** Sources whose text no page shows: the content collections' errors, for the build and the editor. */
const buildTimeOnly = new Set([path.join('packages', 'content', 'src', 'read-collection.ts')]);

/** Every source file of what visitors are sent: the apps' and the packages' code, tests aside. */
function pageSources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory())
      return entry === 'node_modules' || entry === 'test-support' ? [] : pageSources(file);
    return /\.tsx?$/.test(entry) && !/\.(test|d)\.tsx?$/.test(entry) ? [file] : [];
  });
}

/** Characters beyond ASCII in the text of the site's sources (whole-line and block comments left out). */
function charactersOfTheSite(): Map<number, string> {
  const dirs = [
    ...['shell', 'marketing-mfe', 'careers-mfe', 'forms-mfe'].map((app) => path.join(root, app, 'src')),
    ...readdirSync(path.join(root, 'packages')).map((name) => path.join(root, 'packages', name, 'src')),
  ];
  const found = new Map<number, string>();
  for (const file of dirs.flatMap(pageSources)) {
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const character of text) {
      const codePoint = character.codePointAt(0)!;
      if (codePoint > 0x7e && !found.has(codePoint)) found.set(codePoint, path.relative(root, file));
    }
  }
  return found;
}

describe("the site's font files (npm run make:fonts)", () => {
  test('are the files fonts.json describes, byte for byte', () => {
    for (const { file, bytes, sha256 } of manifest.files) {
      const data = readFileSync(path.join(fontsDir, file));
      expect({ file, bytes: data.length, sha256: createHash('sha256').update(data).digest('hex') }).toEqual({
        file,
        bytes,
        sha256,
      });
    }
  });

  test('are named to the browser with the ranges fonts.json gives them', () => {
    expect(fontSubsets.map(({ family, part, unicodeRange }) => ({ family, part, unicodeRange }))).toEqual(
      manifest.files.map(({ family, part, unicodeRange }) => ({ family, part, unicodeRange })),
    );
  });

  test("a family's core and the rest do not overlap, and the core holds only the core set", () => {
    for (const family of new Set(manifest.files.map((file) => file.family))) {
      const [core, rest] = (['core', 'extended'] as const).map((part) =>
        codePointsOf(manifest.files.find((file) => file.family === family && file.part === part)!.unicodeRange),
      );
      expect(core!.filter((codePoint) => rest!.includes(codePoint))).toEqual([]);
      expect(core!.filter((codePoint) => !coreCharacters.has(codePoint))).toEqual([]);
    }
  });

  // Both read the same walk of the sources and the same coverage of the font files.
  const siteCharacters = [...charactersOfTheSite()];
  const inFonts = new Set(manifest.files.flatMap((file) => codePointsOf(file.unicodeRange)));
  const listed = (found: Array<[number, string]>) =>
    found.map(([codePoint, file]) => `${String.fromCodePoint(codePoint)} (${unicodeRangeOf([codePoint])}) in ${file}`);

  test("every character of the site's text that the fonts have is in their preloaded core", () => {
    const core = new Set(
      manifest.files.filter((file) => file.part === 'core').flatMap((file) => codePointsOf(file.unicodeRange)),
    );
    const outsideCore = listed(siteCharacters.filter(([codePoint]) => inFonts.has(codePoint) && !core.has(codePoint)));
    // Add it to coreCharacters (scripts/font-subsets.ts) and run `npm run make:fonts`.
    expect(outsideCore).toEqual([]);
  });

  test("every character of the site's text is in the fonts", () => {
    const outsideFonts = listed(
      siteCharacters.filter(([codePoint, file]) => !inFonts.has(codePoint) && !buildTimeOnly.has(file)),
    );
    // A system font would draw it, unlike the text beside it, and the first layout of each page
    // with it would ask the browser process for that font (docs/decisions/0064): draw it (the
    // design system's SignIcon has arrows and a tick), or add it to the fonts.
    expect(outsideFonts).toEqual([]);
  });
});

test('unicode ranges: consecutive code points as one range, and back', () => {
  expect(unicodeRangeOf([0x41, 0x20, 0x21, 0x22, 0x2026])).toBe('U+20-22, U+41, U+2026');
  expect(codePointsOf('U+20-22, U+41, U+2026')).toEqual([0x20, 0x21, 0x22, 0x41, 0x2026]);
});
