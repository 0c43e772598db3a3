/**
 * The names of the site's typefaces' families, apart from their files so that the design tokens
 * can name them without bringing the font files into every app's build.
 */
const families = {
  inter: 'Inter Variable',
  'source-serif-4': 'Source Serif 4 Variable',
} as const;

export type Typeface = keyof typeof families;

/**
 * Each file is a family of its own: the core under the typeface's name, the rest of the range
 * under that name with " Extended". With both files as faces of one family, Blink makes a
 * stand-in from the system's generic family (a lookup in the browser process) for every face not
 * yet loaded, so for the extended file, which a page rarely needs, at every size and weight of the
 * first layout; as a family of its own it is looked at only for a character the core lacks
 * (docs/decisions/0064).
 */
export const familyOf = (typeface: Typeface, part: 'core' | 'extended') =>
  part === 'core' ? families[typeface] : `${families[typeface]} Extended`;

/** The start of a font stack for `typeface`: its core, then the rest of its range, quoted. */
export const typefaceStack = (typeface: Typeface) =>
  `'${familyOf(typeface, 'core')}', '${familyOf(typeface, 'extended')}'`;
