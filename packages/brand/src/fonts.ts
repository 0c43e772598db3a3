import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import serifUrl from '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2';

/**
 * The site's two typefaces, self-hosted from npm (never a third-party font host): Inter for text
 * and Source Serif 4 for headings, each one variable file for the Latin range (48 and 51 KB).
 * `optional`: a visitor whose connection cannot bring the preloaded file in time keeps the system
 * font for that page, so text never shifts when the font arrives (docs/decisions/0008).
 */
export const fontFaces = [
  { fontFamily: 'Inter Variable', src: interUrl, fontWeight: '100 900' },
  { fontFamily: 'Source Serif 4 Variable', src: serifUrl, fontWeight: '200 900' },
].map(({ fontFamily, src, fontWeight }) => ({
  '@font-face': {
    // Quoted: "Source Serif 4" is not a valid unquoted family name (a word starts with a digit).
    fontFamily: `'${fontFamily}'`,
    fontStyle: 'normal',
    fontDisplay: 'optional',
    fontWeight,
    src: `url(${src}) format('woff2')`,
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
}));

/** The font files, for the prerendered page to preload. */
export const fontFiles: readonly string[] = [interUrl, serifUrl];
