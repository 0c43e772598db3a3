import path from 'node:path';
import { defaultRemoteTimeoutMs } from '@inklined/contracts/remotes-config';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Chunk, type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import type { AppBuildOptions, BuildKind } from './app-build-options';
import { fastRefresh, refreshHost } from './fast-refresh';
import { OneShareRuntimePlugin } from './federation/one-share-runtime';
import { javascriptMinimizer } from './javascript-minimizer';
import { precompressedFiles } from './precompressed-files';
import { productionLibraries } from './production-libraries';
import { PublicFilesPlugin } from './public-files';
import { EditorCollectionsPlugin, EditorFilesPlugin } from './editor-plugins';
import { RetryChunkUrlsPlugin } from './retry-chunk-urls';
import { compileEntryAtLoad } from './compile-at-load';
import { sharedSingletons } from './shared-singletons';
import { assetRule, collectionRule, typescriptRule } from './webpack-rules';

export type ClientConfiguration = Configuration & { devServer: DevServerConfiguration };

export interface ClientBuild {
  readonly kind: BuildKind;
  readonly outDir: string;
  /**
   * `npm run dev -- --only <remote>`: this remote's dev server behind the shell's production
   * server, whose pages' Content-Security-Policy allows no eval, so source maps are files; and its
   * live-update socket is named at the address the page loads the remote's entry from.
   */
  readonly behindProductionShell?: boolean;
}

/**
 * The glue between webpack's runtime and the federation runtime, in a remote's entry: the
 * shell's functions with the remote's own state (federation/remote-bundler-runtime.js).
 */
const remoteBundlerRuntime = path.join(__dirname, 'federation', 'remote-bundler-runtime.js');

/**
 * Code of the shell's federation runtime that no page can reach (snapshots off, no build-time
 * remotes, no tree-shaken shared fallbacks), replaced by what the rest of the runtime needs of it,
 * and code a page runs more than it needs to (version checks asked again, a storage read for a
 * debugging switch), replaced by the same answers for less (each of our modules says why). A
 * relative import in one of ours is resolved from the directory of the module it replaces, so
 * they import packages, but for those that wrap the original they stand in for
 * (`./<file>?original`, which the patterns here do not match again).
 */
const hostRuntimeReplacements = [
  {
    file: /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/,
    ours: 'snapshot-handler-off.js',
  },
  {
    file: /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]utils[\\/]preload\.js$/,
    ours: 'preload-assets-off.js',
  },
  {
    file: /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]utils[\\/]semver[\\/]index\.js$/,
    ours: 'remembered-satisfy.js',
  },
  {
    file: /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]env\.js$/,
    ours: 'debug-mode-off.js',
  },
  {
    file: /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.js$/,
    ours: 'host-bundler-runtime.js',
  },
  {
    file: /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]remotes\.js$/,
    ours: 'build-time-remotes-off.js',
  },
  {
    file: /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]getSharedFallbackGetter\.js$/,
    ours: 'shared-fallback-off.js',
  },
  {
    file: /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]init\.js$/,
    ours: 'bundler-init.js',
  },
].map(({ file, ours }) => new webpack.NormalModuleReplacementPlugin(file, path.join(__dirname, 'federation', ours)));

function federationPlugins(app: AppBuildOptions, kind: BuildKind): NonNullable<Configuration['plugins']> {
  const host = !app.exposes;
  // A remote's development build keeps its own runtime: its preview page (src/bootstrap.tsx, the
  // team's own page on its dev server) runs without a shell to take one from. Inside the shell
  // (`npm run dev`, `--only`) it works as remotes did before docs/decisions/0023.
  const runtimeFromShell = !host && kind !== 'development';
  const federation = new ModuleFederationPlugin({
    name: app.name,
    filename: 'remoteEntry.js',
    exposes: app.exposes ? { ...app.exposes } : undefined,
    // The host needs every shared library for its first paint: they go into its entry file, one
    // request instead of a waterfall of small chunks, and the remotes take them from there
    // (docs/decisions/0015).
    shared: sharedSingletons(app.dir, { eager: host }),
    // Only the remotes a page uses are fetched; an offline remote breaks only its own part.
    shareStrategy: 'loaded-first',
    runtimePlugins: app.runtimePlugins ? [...app.runtimePlugins] : undefined,
    // Types come from packages/contracts, checked by one `tsc` run, not downloaded zips.
    dts: false,
    // No live-reload broker of its own: webpack's HMR and Fast Refresh update each app in place.
    dev: false,
    // A smaller runtime: no snapshot (manifest) code, browser only; remotes load no remotes.
    // One federation runtime per page: the shell's, which it hands to the remotes as a global
    // (shell/src/remotes/federation-runtime.ts); each remote's entry leaves its own copy out
    // (docs/decisions/0023), so a remote's production entry runs only inside the shell. (The
    // plugin's own provideExternalRuntime bundles a second, CommonJS copy of the runtime into the
    // shell, which costs more than it saves: 0026.)
    experiments: {
      optimization: { disableSnapshot: true, target: 'web', ...(host ? {} : { disableRemote: true }) },
      ...(runtimeFromShell ? { externalRuntime: true } : {}),
    },
  });
  // Production builds only, which visitors load: the development build keeps the runtime as it
  // ships (Fast Refresh instruments every module outside node_modules, and these are plain ES
  // modules standing in for the runtime's, where its `require` of the refresh runtime fails).
  if (host)
    return kind === 'development'
      ? [federation]
      : [federation, new OneShareRuntimePlugin(), ...hostRuntimeReplacements];
  if (!runtimeFromShell) return [federation];
  // The plugin's entry imports the bundler runtime by its absolute path (bundler.js, which
  // re-exports index.js).
  const bundlerRuntimeIndex = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/](index|bundler)\.js$/;
  return [
    federation,
    new OneShareRuntimePlugin(),
    new webpack.NormalModuleReplacementPlugin(bundlerRuntimeIndex, remoteBundlerRuntime),
  ];
}

/**
 * Which chunks a remote's build may split shared modules out of: the async chunks (webpack's
 * default) except the team's preview page (`import(/* webpackChunkName: "preview" *\/ ...)` in
 * each remote's src/index.ts). The preview imports every page, so each page's modules were "shared"
 * with it and split into chunks of their own: the home page came in four files and its exposed
 * module's file held almost nothing. Visitors never load the preview; it keeps its own copies.
 */
function exposedPagesChunks(chunk: Chunk): boolean {
  return !chunk.canBeInitial() && chunk.name !== 'preview';
}

/** An app's browser build. */
export function clientConfig(app: AppBuildOptions, build: ClientBuild): ClientConfiguration {
  const production = build.kind !== 'development';
  const refresh = build.kind === 'development' ? fastRefresh(app.name) : undefined;
  const host = build.kind === 'refresh-host' ? refreshHost(app.name) : undefined;
  const entry = app.standalone?.entry ?? './src/index.ts';
  return {
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: { main: host ? [host.entry, entry] : entry },
    output: {
      path: path.join(app.dir, build.outDir),
      publicPath: app.publicPath,
      uniqueName: app.name,
      // Entry files keep fixed names (the federation runtime cannot interpolate a content hash
      // there) and are served no-cache, like remoteEntry.js; async chunks are hashed and immutable.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      // A chunk's time-out is fixed when the app is built: webpack writes it into its runtime.
      // REMOTE_TIMEOUT_MS moves the entries' and manifests' at run time (federation.ts), not this.
      chunkLoadTimeout: defaultRemoteTimeoutMs,
      // dist/ssr/ belongs to the server build, which runs beside this one.
      clean: { keep: /^ssr[\\/]/ },
      // Every file is written, changed or not, so its time says when the app was last built
      // (scripts/build-if-needed.ts compares it with the sources').
      compareBeforeEmit: false,
    },
    optimization: {
      ...(production ? { minimizer: [javascriptMinimizer()] } : {}),
      // A build with errors emits nothing, in development too: its hot update would otherwise be
      // served to a page that skipped it, and applied as the first of two once the error is fixed
      // (the broken module run in the page, an error its boundary shows, then the fix).
      emitOnErrors: false,
      // React's development build in the refresh host: the only one that can swap a component.
      ...(host ? { nodeEnv: 'development' } : {}),
      ...(app.exposes
        ? {
            splitChunks: {
              chunks: exposedPagesChunks,
              cacheGroups: { defaultVendors: false as const },
            },
          }
        : {}),
    },
    devtool: production || build.behindProductionShell ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { ...refresh?.resolve?.alias, ...host?.resolve?.alias } },
    module: {
      rules: [
        typescriptRule({
          production,
          refresh: Boolean(refresh),
          jsxDev: !production && !build.behindProductionShell,
        }),
        collectionRule(),
        assetRule(true),
      ],
    },
    plugins: [
      ...(app.standalone ? [] : federationPlugins(app, build.kind)),
      new RetryChunkUrlsPlugin(app.name),
      ...(app.editorCollections ? [new EditorCollectionsPlugin(app.editorCollections)] : []),
      ...(app.editorFiles && !app.standalone
        ? [new EditorFilesPlugin(path.join(app.dir, '..', 'node_modules', '.cache', 'inklined-editor'))]
        : []),
      // The site's icons and manifest are the shell's: it serves the site's root.
      ...(app.exposes ? [] : [new PublicFilesPlugin(path.join(app.dir, 'public'))]),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title: app.title,
        siteIcons: !app.exposes,
      }),
      ...(refresh?.plugins ?? []),
      ...(host?.plugins ?? []),
      // What visitors load: not the refresh host of `npm run dev -- --only`, a developer's page rebuilt often.
      ...(build.kind === 'production'
        ? [...productionLibraries(), ...(app.exposes ? [] : [compileEntryAtLoad()]), ...precompressedFiles()]
        : []),
    ],
    performance: { hints: false },
    devServer: {
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      ...(build.behindProductionShell ? { client: { webSocketURL: { hostname: '127.0.0.1' } } } : {}),
      ...app.devServer,
    },
  };
}
