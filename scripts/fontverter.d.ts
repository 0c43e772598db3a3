/** fontverter 2 ships no types: the one function scripts/make-fonts.ts uses. */
declare module 'fontverter' {
  export function convert(font: Uint8Array, to: 'sfnt' | 'truetype' | 'woff' | 'woff2'): Promise<Uint8Array>;
}
