import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * What `npm run lint` checks with dependency-cruiser (.dependency-cruiser.cjs): a circle of
 * type-only imports, an import of a package the workspace does not declare, and a devDependency
 * imported by code that runs in production each fail it. The fixture is a small workspace inside
 * packages/, cruised by the project's own configuration in a child process (depcruise is ESM),
 * less the one exclusion that keeps this fixture out of a lint running at the same time.
 */
const root = path.join(__dirname, '..');
const run = promisify(execFile);

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** The project's configuration without the exclusion of `packages/dependency-fixture-*`. */
function configWithoutFixtureExclusion(dir: string): string {
  const file = path.join(dir, 'dependency-cruiser.cjs');
  const base = JSON.stringify(path.join(root, '.dependency-cruiser.cjs'));
  const source = [
    `const base = require(${base});`,
    'const exclude = base.options.exclude.path.filter((p) => !p.includes("dependency-fixture"));',
    'if (exclude.length !== base.options.exclude.path.length - 1) throw new Error("the fixture exclusion moved");',
    'module.exports = { ...base, options: { ...base.options, exclude: { path: exclude } } };',
  ].join('\n');
  writeFileSync(file, source);
  return file;
}

async function violations(dir: string, config: string): Promise<Violation[]> {
  const bin = path.join(root, 'node_modules', '.bin', 'depcruise');
  const args = ['--config', config, '--output-type', 'json', path.relative(root, dir)];
  // depcruise exits non-zero when it finds a violation; the JSON on stdout is what is judged.
  const { stdout } = await run(bin, args, { cwd: root, maxBuffer: 16 * 1024 * 1024 }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  const report = JSON.parse(stdout) as { summary: { violations: Violation[] } };
  return report.summary.violations;
}

describe('dependency rules', () => {
  let dir: string;
  let configDir: string;
  beforeAll(() => {
    configDir = mkdtempSync(path.join(tmpdir(), 'dependency-config-'));
    dir = mkdtempSync(path.join(root, 'packages', 'dependency-fixture-'));
    mkdirSync(path.join(dir, 'src'));
    const manifest = { name: '@inklined/dependency-fixture', private: true, devDependencies: { zod: '*' } };
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
    // A circle through type-only imports: no code runs round it, but the modules still depend on
    // each other, and the old rule (import-x/no-cycle) let it pass.
    writeFileSync(
      path.join(dir, 'src', 'slot.ts'),
      "import type { Variant } from './variant';\nexport interface Slot { variant: Variant }\n",
    );
    writeFileSync(
      path.join(dir, 'src', 'variant.ts'),
      "import type { Slot } from './slot';\nexport type Variant = 'page' | Slot['variant'];\n",
    );
    // react is installed at the root but not declared by this workspace.
    writeFileSync(path.join(dir, 'src', 'undeclared.ts'), "export { createElement } from 'react';\n");
    // zod is only a devDependency here, imported by code that runs in production.
    writeFileSync(path.join(dir, 'src', 'runtime.ts'), "export { z } from 'zod';\n");
    // A test may use a devDependency.
    writeFileSync(path.join(dir, 'src', 'runtime.test.ts'), "export { z } from 'zod';\n");
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(configDir, { recursive: true, force: true });
  });

  test('fail on a type-only cycle, an undeclared package and a devDependency in production', async () => {
    const found = (await violations(dir, configWithoutFixtureExclusion(configDir))).map(
      (v) => `${v.rule.name} ${path.basename(v.from)} -> ${v.to.replace(/^node_modules\/([^/]+)\/.*$/, '$1')}`,
    );
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^no-circular (slot|variant)\.ts -> /),
        'not-declared undeclared.ts -> react',
        'dev-dependency-in-production runtime.ts -> zod',
      ]),
    );
    expect(found.filter((line) => line.includes('runtime.test.ts'))).toEqual([]);
  });

  test('the fixture is out of `npm run lint`, which may run beside this test', async () => {
    expect(await violations(dir, path.join(root, '.dependency-cruiser.cjs'))).toEqual([]);
  });
});
