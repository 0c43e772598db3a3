import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..');
export const frontEndApps = ['marketing-mfe', 'careers-mfe', 'forms-mfe', 'shell'] as const;

/** The newest file below `target` (folders' own times change when a build writes beside them). */
function newestChange(target: string): number {
  const info = statSync(target, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(target)
    .filter((entry) => entry !== 'node_modules' && entry !== 'dist')
    .reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), 0);
}

/** An app needs a build when it has none, or when its sources or the shared packages changed since. */
function isStale(app: string): boolean {
  const built = statSync(path.join(root, app, 'dist', 'index.html'), { throwIfNoEntry: false });
  if (!built) return true;
  const sources = [path.join(root, app), path.join(root, 'packages'), path.join(root, 'package-lock.json')];
  return sources.some((source) => newestChange(source) > built.mtimeMs);
}

/** Builds, one after the other (two cores), the apps whose production build is missing or stale. */
export function buildIfNeeded(): void {
  for (const app of frontEndApps) {
    if (!isStale(app)) continue;
    console.log(`building ${app}…`);
    const result = spawnSync('npm', ['run', 'build', '--workspace', app], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`the build of ${app} failed`);
  }
}
