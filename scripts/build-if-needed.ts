import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..');
export const frontEndApps = ['marketing-mfe', 'careers-mfe', 'forms-mfe', 'shell'] as const;

/**
 * The newest file below `target`, build output aside (folders' own times change when a build
 * writes beside them), and the workspace a lint test writes into packages/ for a moment.
 */
function newestChange(target: string): number {
  const info = statSync(target, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(target)
    .filter(
      (entry) => entry !== 'node_modules' && !entry.startsWith('dist') && !entry.startsWith('dependency-fixture-'),
    )
    .reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), 0);
}

interface Build {
  readonly name: string;
  /** A file every build writes (webpack writes every file, docs/decisions/0004). */
  readonly output: string;
  readonly sources: readonly string[];
  readonly script: string;
  readonly workspace: string;
}

const shared = [path.join(root, 'packages'), path.join(root, 'package-lock.json')];

const federatedBuilds: Build[] = frontEndApps.map((app) => ({
  name: app,
  output: path.join(root, app, 'dist', 'index.html'),
  sources: [path.join(root, app), ...shared],
  script: 'build',
  workspace: app,
}));

/** The standalone build (docs/decisions/0015) bundles every app's sources. */
const standaloneBuild: Build = {
  name: 'the standalone build',
  output: path.join(root, 'shell', 'dist-standalone', 'index.html'),
  sources: [...frontEndApps.map((app) => path.join(root, app)), ...shared],
  script: 'build:standalone',
  workspace: 'shell',
};

/** A build is needed when there is none, or when its sources or the shared packages changed since. */
function isStale(build: Build): boolean {
  const built = statSync(build.output, { throwIfNoEntry: false });
  return !built || build.sources.some((source) => newestChange(source) > built.mtimeMs);
}

/**
 * The shell's production build with React's development build and the Fast Refresh runtime, for
 * `npm run dev -- --only <remote>` (packages/build/src/app-build-options.ts).
 */
const refreshHostBuild: Build = {
  name: 'the shell as a refresh host',
  output: path.join(root, 'shell', 'dist-refresh-host', 'index.html'),
  sources: [path.join(root, 'shell'), ...shared],
  script: 'build:refresh-host',
  workspace: 'shell',
};

function runBuilds(builds: readonly Build[]): void {
  for (const build of builds) {
    if (!isStale(build)) continue;
    console.log(`building ${build.name}…`);
    const result = spawnSync('npm', ['run', build.script, '--workspace', build.workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`the build of ${build.name} failed`);
  }
}

/**
 * Builds, one after the other (two cores), what is missing or stale: the federated apps (or the
 * ones named), or the standalone build.
 */
export function buildIfNeeded(
  kind: 'federated' | 'standalone' = 'federated',
  apps: readonly (typeof frontEndApps)[number][] = frontEndApps,
): void {
  runBuilds(
    kind === 'federated'
      ? federatedBuilds.filter((build) => apps.includes(build.workspace as never))
      : [standaloneBuild],
  );
}

/**
 * `npm start -- --no-build` (the tests, which build first): the builds must be there; stale or
 * not, they are served as they are, and none is started inside a test.
 */
export function assertBuilt(kind: 'federated' | 'standalone' = 'federated'): void {
  const missing = (kind === 'federated' ? federatedBuilds : [standaloneBuild]).filter(
    (build) => !statSync(build.output, { throwIfNoEntry: false }),
  );
  if (missing.length > 0) {
    throw new Error(`not built: ${missing.map((build) => build.name).join(', ')} (npm run build:all builds them)`);
  }
}

export function buildRefreshHostIfNeeded(): void {
  runBuilds([refreshHostBuild]);
}
