import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..');

/** Runs one of the site's programs the way `npm start` does, with extra environment. */
function run(script: string, env: Record<string, string>, args: string[] = []) {
  return spawnSync(process.execPath, ['--import', 'tsx', path.join(root, script), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('a bad configuration value stops start-up, naming the variable', () => {
  test.each([
    ['scripts/start.ts', { PRERENDER_TIMEOUT_MS: 'abc' }, [], 'PRERENDER_TIMEOUT_MS must be a whole number'],
    ['scripts/start.ts', { SITE_PORT_BASE: 'abc' }, [], 'SITE_PORT_BASE must be a whole number'],
    ['shell/server/main.ts', { CAREERS_ORIGIN: 'careers' }, [], 'CAREERS_ORIGIN must be an http:// or https:// URL'],
    [
      'packages/static-server/src/serve-remote.ts',
      { REMOTE_TIMEOUT_MS: '1.5' },
      ['forms'],
      'REMOTE_TIMEOUT_MS must be a whole number',
    ],
  ])('%s with %j', (script, env, args, message) => {
    const result = run(script, env, args);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(message);
    expect(result.stdout).not.toContain('building');
  });
});
