import path from 'node:path';

/** Where `npm run make:fonts` writes the site's font files (committed). */
export const fontsDir = path.join(__dirname, '..', 'packages', 'brand', 'src', 'fonts');

/** The weights the site's styles use (400 to 700), the range each file keeps of the weight axis. */
export const fontWeights = { min: 400, max: 700 } as const;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The core of each typeface, preloaded by every page: ASCII and the punctuation and signs the
 * site's text uses (scripts/font-subsets.test.ts finds every character of the pages' sources in it).
 */
export const coreCharacters: ReadonlySet<number> = new Set([
  ...range(0x20, 0x7e),
  0xa0, // no-break space
  0xa9, // ©
  0xb7, // ·
  0xd7, // ×
  0x2013, // –
  0x2014, // —
  0x2018, // ‘
  0x2019, // ’
  0x201c, // “
  0x201d, // ”
  0x2022, // •
  0x2026, // …
  0x2039, // ‹
  0x203a, // ›
  0x20ac, // €
  0x2122, // ™
]);

export interface FontFile {
  readonly family: string;
  readonly part: 'core' | 'extended';
  readonly file: string;
  /** The CSS unicode-range of the characters it has, and only those. */
  readonly unicodeRange: string;
  readonly bytes: number;
  readonly sha256: string;
}

export interface FontsManifest {
  readonly weights: typeof fontWeights;
  readonly files: readonly FontFile[];
}

/** Code points as a CSS unicode-range: consecutive ones as one range. */
export function unicodeRangeOf(codePoints: readonly number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end += 1;
    const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();
    parts.push(end === start ? `U+${hex(sorted[start]!)}` : `U+${hex(sorted[start]!)}-${hex(sorted[end]!)}`);
    start = end + 1;
  }
  return parts.join(', ');
}

/** The code points of a CSS unicode-range written by `unicodeRangeOf`. */
export function codePointsOf(unicodeRange: string): number[] {
  return unicodeRange.split(/,\s*/).flatMap((part) => {
    const [from, to = from] = part.replace(/^U\+/, '').split('-');
    return range(parseInt(from!, 16), parseInt(to!, 16));
  });
}
