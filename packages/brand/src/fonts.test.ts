import { expect, test } from '@jest/globals';
import { typefaceStack } from './font-families';
import { fontFaces } from './fonts';
import { fontSubsets } from './fonts/subsets';

const families = fontFaces.map(({ '@font-face': face }) => face.fontFamily);

test('each font file is a family of its own, so a face not yet loaded is never a stand-in for the core', () => {
  expect(new Set(families).size).toBe(fontFaces.length);
});

test("a typeface's stack names its core, then the rest of its range, both families of its files", () => {
  for (const typeface of new Set(fontSubsets.map(({ family }) => family))) {
    const names = typefaceStack(typeface).split(', ');
    expect(names).toHaveLength(2);
    expect(families).toEqual(expect.arrayContaining(names));
    const [core, rest] = names.map((name) => fontFaces.find(({ '@font-face': face }) => face.fontFamily === name)!);
    expect(core!['@font-face'].unicodeRange).toMatch(/^U\+20-7E/);
    expect(rest!['@font-face'].unicodeRange).not.toMatch(/U\+20-7E/);
  }
});
