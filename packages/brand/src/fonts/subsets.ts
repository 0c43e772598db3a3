// Written by `npm run make:fonts` (scripts/make-fonts.ts) from fonts.json: run it, do not edit.
import interCore from './inter-core.woff2';
import interExtended from './inter-extended.woff2';
import sourceSerif4Core from './source-serif-4-core.woff2';
import sourceSerif4Extended from './source-serif-4-extended.woff2';

export const fontWeights = '400 700';

export const fontSubsets = [
  {
    family: 'inter',
    part: 'core',
    url: interCore,
    unicodeRange:
      'U+20-7E, U+A0, U+A9, U+B7, U+D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2039-203A, U+20AC, U+2122',
  },
  {
    family: 'inter',
    part: 'extended',
    url: interExtended,
    unicodeRange:
      'U+0, U+A1-A8, U+AA-AC, U+AE-B6, U+B8-D6, U+D8-FF, U+131, U+152-153, U+2BB-2BC, U+2C6, U+2DA, U+2DC, U+300-301, U+303-304, U+308-309, U+323, U+2002, U+2009, U+200B, U+201A, U+201E, U+2032-2033, U+2044, U+2191, U+2193, U+2212, U+FEFF',
  },
  {
    family: 'source-serif-4',
    part: 'core',
    url: sourceSerif4Core,
    unicodeRange:
      'U+20-7E, U+A0, U+A9, U+B7, U+D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2039-203A, U+20AC, U+2122',
  },
  {
    family: 'source-serif-4',
    part: 'extended',
    url: sourceSerif4Extended,
    unicodeRange:
      'U+A1-A8, U+AA-B6, U+B8-D6, U+D8-FF, U+131, U+152-153, U+2BB-2BC, U+2C6, U+2DA, U+2DC, U+300-301, U+303-304, U+308-309, U+323, U+329, U+2002, U+2009, U+200B, U+201A, U+201E, U+2032-2033, U+2044, U+2191, U+2193, U+2212, U+2215',
  },
] as const;
