import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * The project's lint rules keep the structure's lines (docs/decisions/0006). Each case lints a
 * small piece of code as if it were a file at that place in the repository.
 */
const root = path.join(__dirname, '..');
// The project's config given as an object: jest cannot run ESLint's own dynamic import of it.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- eslint.config.js is CommonJS
const config = require('../eslint.config.js') as ESLint.Options['overrideConfig'];
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('lint keeps the boundaries', () => {
  test.each([
    ['careers-mfe/src/x.ts', "export { homeText } from '../../marketing-mfe/src/content/home';"],
    ['forms-mfe/src/x.ts', "export { App } from '@inklined/shell/src/app/App';"],
    ['marketing-mfe/src/x.ts', "export { buildIfNeeded } from '../../scripts/build-if-needed';"],
    ['shell/src/x.ts', "export { createPrerenderedPages } from '../server/prerendered-pages';"],
    ['shell/src/frame/x.ts', "export { pageRoutes } from '../app/routes';"],
    ['scripts/x.ts', "export { App } from '../shell/src/app/App';"],
    ['packages/brand/src/x.ts', "export { jobPostings } from '../../../careers-mfe/src/content/jobs';"],
    ['email-service/src/x.ts', "export { federation } from '../../forms-mfe/module-federation.config';"],
  ])('%s may not import across the line: %s', async (file, code) => {
    expect(await ruleIds(file, code)).toContain('import-x/no-restricted-paths');
  });

  test.each([
    ['shell/server/x.ts', "export { renderPage } from '../src/ssr/render-page';"],
    ['careers-mfe/src/x.ts', "export { routePaths } from '@inklined/contracts/routes';"],
    ['scripts/x.ts', "export { siteConfig } from '@inklined/site-config/site-config';"],
  ])('%s may import what its side of the line owns: %s', async (file, code) => {
    expect(await ruleIds(file, code)).toEqual([]);
  });

  test('a remote may not use the router', async () => {
    expect(await ruleIds('careers-mfe/src/x.ts', "export { Link } from 'react-router-dom';")).toContain(
      'no-restricted-imports',
    );
  });

  describe('import cycles', () => {
    let dir: string;
    beforeAll(() => {
      // Named so that the project's own lint, which may run beside this test, skips it.
      dir = mkdtempSync(path.join(root, 'packages', 'dependency-fixture-cycle-'));
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    test('fail lint', async () => {
      const unignored = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config, ignore: false });
      const [result] = await unignored.lintFiles([path.join(dir, 'a.ts')]);
      expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
    });
  });
});
