import { familyOf } from './font-families';
import { fontSubsets, fontWeights } from './fonts/subsets';

/**
 * The site's two typefaces, self-hosted from npm (never a third-party font host): Inter for text
 * and Source Serif 4 for headings, each cut by `npm run make:fonts` to the weights the site uses
 * (400 to 700) and into two files: the core (ASCII and the punctuation the site's text uses,
 * 22 and 24 KB), which every page preloads, and the rest of the Latin range, which a browser
 * fetches only for a page with one of those characters (docs/decisions/0026). `optional`: a
 * visitor whose connection cannot bring the preloaded file in time keeps the system font for
 * that page, so text never shifts when the font arrives (docs/decisions/0008).
 */
export const fontFaces = fontSubsets.map(({ family, part, url, unicodeRange }) => ({
  '@font-face': {
    // Quoted: "Source Serif 4" is not a valid unquoted family name (a word starts with a digit).
    fontFamily: `'${familyOf(family, part)}'`,
    fontStyle: 'normal',
    fontDisplay: 'optional',
    fontWeight: fontWeights,
    src: `url(${url}) format('woff2')`,
    unicodeRange,
  },
}));

/** The files every page preloads: each family's core. */
export const fontFiles: readonly string[] = fontSubsets.filter(({ part }) => part === 'core').map(({ url }) => url);
