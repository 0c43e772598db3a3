import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { oneLineSourceMap } from './one-line-source-map';
import { callsBy, packageLocator, positionsIn, selfTimeBy, type CallFrame, type CpuProfile } from './script-time';

const frame = (url: string, functionName: string, columnNumber = 0): CallFrame => ({
  url,
  functionName,
  lineNumber: 0,
  columnNumber,
});

describe('selfTimeBy', () => {
  it('gives each sample the time until the next, leaves idle and the browser out, keeps the collector', () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('', '(root)') },
        { id: 2, callFrame: frame('http://x/main.js', 'render') },
        { id: 3, callFrame: frame('', '(idle)') },
        { id: 4, callFrame: frame('', '(garbage collector)') },
        { id: 5, callFrame: frame('', '(program)') },
      ],
      samples: [2, 2, 3, 4, 5, 2],
      // The first delta is the time before the first sample; the last sample has no end.
      timeDeltas: [9_000, 1_000, 2_000, 500, 250, 4_000],
    };
    const times = selfTimeBy(profile, (f) => f.functionName);
    expect(Object.fromEntries(times)).toEqual({ render: 3, '(garbage collector)': 0.25 });
  });
});

describe('packageLocator', () => {
  it("names a function's package by its file's source map, a built-in by its name, a file without a map by the file, the page's own scripts as such", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'script-time-'));
    writeFileSync(
      path.join(dir, 'main.js.map'),
      oneLineSourceMap('main.js', [
        { column: 0, source: 'webpack://shell/../node_modules/@module-federation/runtime-core/dist/core.js' },
        { column: 40, source: 'webpack://shell/./src/index.ts' },
      ]),
    );
    const locate = packageLocator(
      (url) => (url.endsWith('/main.js') ? path.join(dir, 'main.js.map') : path.join(dir, 'none.map')),
      'http://x/blog',
    );
    expect(locate(frame('http://x/main.js', 'init', 12))).toBe('@module-federation/runtime-core');
    expect(locate(frame('http://x/main.js', 'start', 41))).toBe('shell (own code)');
    expect(locate(frame('', 'appendChild'))).toBe('appendChild');
    expect(locate(frame('http://x/other.js', 'f'))).toBe('other.js (no source map)');
    expect(locate(frame('http://x/blog', 'startAfterFirstPaint'))).toBe("the page's inline scripts");
  });
});

describe('callsBy', () => {
  it("counts each called function's calls under its key, at the line and column its offset is", () => {
    const source = 'function a(){}\nfunction b(){}\n  function c(){}';
    const positionAt = positionsIn(source);
    expect(positionAt(source.indexOf('function c'))).toEqual({ lineNumber: 2, columnNumber: 2 });
    expect(positionAt(0)).toEqual({ lineNumber: 0, columnNumber: 0 });
    expect(positionAt(source.indexOf('\n'))).toEqual({ lineNumber: 0, columnNumber: 14 });
    expect(positionAt(source.indexOf('function b'))).toEqual({ lineNumber: 1, columnNumber: 0 });
    const scripts = [
      {
        url: 'http://x/main.js',
        functions: [
          { functionName: '', ranges: [{ startOffset: 0, count: 1 }] },
          {
            functionName: 'a',
            ranges: [
              { startOffset: 0, count: 40 },
              { startOffset: 12, count: 0 },
            ],
          },
          { functionName: 'b', ranges: [{ startOffset: source.indexOf('function b'), count: 2 }] },
          { functionName: 'c', ranges: [{ startOffset: source.indexOf('function c'), count: 0 }] },
        ],
      },
    ];
    const lineOf = (f: CallFrame) => `line ${f.lineNumber}`;
    expect(Object.fromEntries(callsBy(scripts, () => source, lineOf))).toEqual({ 'line 0': 41, 'line 1': 2 });
  });
});
