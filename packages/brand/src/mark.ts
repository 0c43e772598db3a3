/** The brand mark, a nib over an open book, as an SVG path in a 32 by 32 box. */
export const brandMarkPath =
  'M16 2 10 12l6 8 6-8-6-10Zm0 5.2 2.9 4.8L16 15.8 13.1 12 16 7.2ZM3 22c5-2.2 9.3-2.2 13 0 3.7-2.2 8-2.2 13 0v6c-5-2.2-9.3-2.2-13 0-3.7-2.2-8-2.2-13 0v-6Z';
