import path from 'node:path';
import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { satisfy as runtimeSatisfy } from '@module-federation/runtime-core';
import { satisfy } from './remembered-satisfy.js';

/** runtime-core's own semver module, which the module wraps (jest.config.ts maps it). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const original = require(
  path.join(path.dirname(require.resolve('@module-federation/runtime-core')), 'utils', 'semver', 'index.cjs'),
) as { satisfy: typeof runtimeSatisfy };
const asked = jest.spyOn(original, 'satisfy');

beforeEach(() => {
  asked.mockClear();
});

describe("the shell's version check, each answer kept", () => {
  test("answers as runtime-core's own satisfy does", () => {
    const questions: Array<[string, string]> = [
      ['19.3.1', '^19.0.0'],
      ['20.0.0', '^19.0.0'],
      ['18.3.1', '^19.0.0'],
      ['19.0.0-rc.1', '^19.0.0'],
      ['11.14.0', '^11.0.0'],
      ['5.1.0', '>=5.0.0 <6'],
      ['1.0.0', '~1.0.0 || ^2.0.0'],
      ['2.5.0', '~1.0.0 || ^2.0.0'],
      ['', '^1.0.0'],
      ['not a version', '^1.0.0'],
    ];
    for (const [version, range] of questions) expect(satisfy(version, range)).toBe(runtimeSatisfy(version, range));
  });

  test('answers a release against a caret or a `<=` on a release as the original would, without asking it', () => {
    const releases = [
      '0.0.0',
      '0.0.3',
      '0.2.0',
      '0.2.5',
      '1.0.0',
      '1.2.3',
      '18.3.1',
      '19.0.0',
      '19.3.1',
      '19.10.0',
      '20.0.0',
    ];
    for (const version of releases)
      for (const bound of releases)
        for (const range of [`^${bound}`, `<=${bound}`])
          expect([version, range, satisfy(version, range)]).toEqual([version, range, runtimeSatisfy(version, range)]);
    const caretsOnZero = releases.filter((bound) => bound.startsWith('0.')).length;
    expect(asked).toHaveBeenCalledTimes(releases.length * caretsOnZero);
    expect(asked.mock.calls.every(([, range]) => range.startsWith('^0.'))).toBe(true);
  });

  test('leaves every other question to the original: pre-releases, builds, other ranges, leading zeros', () => {
    const questions: Array<[string, string]> = [
      ['19.1.0-beta.2', '^19.0.0'],
      ['19.3.1+build.5', '^19.0.0'],
      ['19.3.1', '^19.0.0-rc.1'],
      ['19.3.1', '~19.3.0'],
      ['19.3.1', '>=19.0.0 <20.0.0'],
      ['19.3.1', '^18.0.0 || ^19.0.0'],
      ['019.3.1', '^19.0.0'],
      ['19.3.1', '^19'],
      ['19.3.1', '<19.3.1'],
    ];
    for (const [version, range] of questions) expect(satisfy(version, range)).toBe(runtimeSatisfy(version, range));
    expect(asked).toHaveBeenCalledTimes(questions.length);
  });

  test('asks the original once for a question asked again, and again for another', () => {
    expect(satisfy('19.3.2', '~19.3.0')).toBe(true);
    expect(satisfy('19.3.2', '~19.3.0')).toBe(true);
    expect(satisfy('19.4.1', '~19.3.0')).toBe(false);
    expect(satisfy('19.4.1', '~19.3.0')).toBe(false);
    expect(asked.mock.calls).toEqual([
      ['19.3.2', '~19.3.0'],
      ['19.4.1', '~19.3.0'],
    ]);
  });

  test('keeps a bounded number of answers: past the bound it starts afresh', () => {
    const first: [string, string] = ['3.0.0', '~3.0.0'];
    satisfy(...first);
    for (let minor = 0; minor < 64; minor += 1) satisfy(`3.${minor}.1`, '~3.0.0');
    asked.mockClear();
    expect(satisfy(...first)).toBe(true);
    expect(asked.mock.calls).toEqual([first]);
  });
});
