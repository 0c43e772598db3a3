import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { oneLineSourceMap } from './one-line-source-map';
import { packageOf, sentByPackage } from './package-breakdown';

describe('packageOf', () => {
  it.each([
    ['webpack://shell/../node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    [
      'webpack://marketing/../node_modules/@module-federation/runtime-core/dist/core.js',
      '@module-federation/runtime-core',
    ],
    ['webpack://forms/../packages/design-system/src/Button.tsx', '@inklined/design-system'],
    ['webpack://careers/./src/CareersPage.tsx', 'careers (own code)'],
    ['webpack://marketing/webpack/runtime/jsonp chunk loading', 'webpack runtime'],
    ['', 'webpack (generated)'],
  ])('%s belongs to %s', (source, name) => expect(packageOf(source)).toBe(name));
});

describe('sentByPackage', () => {
  it("shares a file's bytes as sent by the packages its source map names, adding up to the whole", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'breakdown-'));
    const file = path.join(dir, 'main.js');
    // 30 characters from react-dom, then 10 from the app's own code, on one line.
    writeFileSync(file, `${'a'.repeat(30)}${'b'.repeat(10)}`);
    writeFileSync(
      `${file}.map`,
      oneLineSourceMap('main.js', [
        { column: 0, source: 'webpack://shell/../node_modules/react-dom/index.js' },
        { column: 30, source: 'webpack://shell/./src/index.ts' },
      ]),
    );
    const shares = sentByPackage(file, 4_100);
    expect(shares.map(({ name }) => name)).toEqual(['react-dom', 'shell (own code)', 'unmapped']);
    expect(shares[0]!.sent).toBeCloseTo((4_100 * 30) / 41);
    expect(shares.reduce((sum, { sent }) => sum + sent, 0)).toBeCloseTo(4_100);
  });

  it('says so of a file without a source map', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'breakdown-'));
    writeFileSync(path.join(dir, 'x.js'), 'x');
    expect(sentByPackage(path.join(dir, 'x.js'), 10)).toEqual([{ name: 'x.js (no source map)', sent: 10 }]);
  });
});
