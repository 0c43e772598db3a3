import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Configuration } from 'webpack';
import type { AppBuildOptions, BuildKind } from './app-build-options';
import { clientConfig, type ClientConfiguration } from './client-config';
import { serverConfig } from './server-config';

export type { AppBuildOptions } from './app-build-options';

interface WebpackArgv {
  readonly mode?: 'production' | 'development' | 'none';
}

/** `--env refreshHost` (the shell only) and `--env behindProductionShell` (a remote in `dev --only`). */
interface WebpackEnv {
  readonly refreshHost?: boolean;
  readonly behindProductionShell?: boolean;
}

/**
 * Builds on this machine reuse webpack's cache in node_modules/.cache/webpack (a rebuild after a
 * small edit takes seconds, not the whole build again), one per app, folder and kind of build,
 * invalidated by any change to this package. CI builds a clean clone once, where writing the
 * cache is only a cost.
 */
function cacheFor(app: AppBuildOptions, build: string): Configuration['cache'] {
  if (process.env.CI) return false;
  const folder = createHash('sha256').update(app.dir).digest('hex').slice(0, 8);
  return {
    type: 'filesystem',
    name: `${app.name}-${build}-${folder}`,
    buildDependencies: { build: [`${__dirname}${path.sep}`] },
  };
}

/**
 * An app's builds: the browser build, and in production also the server build used to prerender
 * pages. `npm run dev` serves the browser build only, rendered in the browser.
 */
export function createWebpackConfig(app: AppBuildOptions) {
  return (env: WebpackEnv | undefined, argv: WebpackArgv): ClientConfiguration | Configuration[] => {
    const kind: BuildKind =
      argv.mode === 'development' ? 'development' : env?.refreshHost ? 'refresh-host' : 'production';
    if (kind === 'refresh-host' && app.exposes) throw new Error('--env refreshHost is a build of the shell');
    const outDir = app.standalone?.outDir ?? (kind === 'refresh-host' ? 'dist-refresh-host' : 'dist');
    // Each variant its own cache: webpack keys a cached module by its loaders, not their options,
    // so a remote's dev build behind the production shell (another JSX runtime) must not reuse the
    // modules of its ordinary dev build.
    const variant = [app.standalone ? 'standalone' : '', kind, env?.behindProductionShell ? 'behind-shell' : '']
      .filter(Boolean)
      .join('-');
    const client = {
      ...clientConfig(app, { kind, outDir, behindProductionShell: Boolean(env?.behindProductionShell) }),
      cache: cacheFor(app, `${variant}-client`),
    };
    if (kind === 'development') return client;
    return [client, { ...serverConfig(app, outDir), cache: cacheFor(app, `${variant}-server`) }];
  };
}
