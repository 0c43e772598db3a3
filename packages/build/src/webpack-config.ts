import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { RetryChunkUrlsPlugin } from './retry-chunk-urls';
import { ServerBundlesManifestPlugin } from './server-bundles-manifest';
import { serverExternals } from './server-externals';
import { sharedRequirements, sharedSingletons } from './shared-singletons';

/** What one app says about itself; everything else is common to the four builds. */
export interface AppBuildOptions {
  /** The app's folder (where its package.json is). */
  readonly dir: string;
  /** Federation container name, also `output.uniqueName`. */
  readonly name: string;
  /** The app's public surface; absent for the shell. */
  readonly exposes?: Readonly<Record<string, string>>;
  /** Absolute paths of federation runtime plugins. */
  readonly runtimePlugins?: readonly string[];
  /** Title of the app's own HTML page (the composed site for the shell, a preview for a remote). */
  readonly title: string;
  /** `auto` for remotes (chunks load next to their remoteEntry.js); `/` for the shell. */
  readonly publicPath: 'auto' | '/';
  readonly devServer: DevServerConfiguration;
  /**
   * Build without federation, as one ordinary bundle with the remotes' modules imported from their
   * sources: the standalone yardstick of what federation costs (docs/decisions/0015).
   */
  readonly standalone?: {
    /** The browser entry and the server bundle's entry, relative to `dir`. */
    readonly entry: string;
    readonly serverEntry: string;
    /** The output folder, relative to `dir`. */
    readonly outDir: string;
  };
}

interface WebpackArgv {
  readonly mode?: 'production' | 'development' | 'none';
}

/** Spec section 7: a chunk that has not arrived after 120 s has failed. */
const chunkLoadTimeoutMs = 120_000;

/** TypeScript and JSX through swc, with emotion's JSX runtime so the css prop works everywhere. */
function typescriptRule(production: boolean): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: {
            react: { runtime: 'automatic', importSource: '@emotion/react', development: !production },
          },
        },
      },
    },
  };
}

/**
 * Fonts and images are files with a content hash in their name (cached for a year). The server
 * bundle names the same URLs without writing the files again: the browser build has them.
 */
function assetRule(emit: boolean): RuleSetRule {
  return {
    test: /\.(woff2|svg|png|jpe?g|webp|avif)$/,
    type: 'asset/resource',
    generator: { filename: 'assets/[name].[contenthash:8][ext]', emit },
  };
}

/**
 * The server bundle of an app, for prerendering (docs/decisions/0005): a remote's exposed modules,
 * one CommonJS file each under dist/ssr/, or the shell's page renderer. The shared singletons stay
 * outside, so that the shell's server gives every bundle the same React and emotion, as the
 * federation share scope does in the browser.
 */
function serverConfig(app: AppBuildOptions): Configuration {
  const entry = app.standalone
    ? { 'render-page': app.standalone.serverEntry }
    : app.exposes
      ? Object.fromEntries(Object.entries(app.exposes).map(([key, file]) => [key.replace(/^\.\//, ''), file]))
      : { 'render-page': './src/ssr/render-page.tsx' };
  return {
    name: `${app.name}-server`,
    mode: 'production',
    context: app.dir,
    target: 'node20',
    entry,
    output: {
      path: path.join(app.dir, app.standalone?.outDir ?? 'dist', 'ssr'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
      // Asset URLs in the server's HTML are the browser build's (a remote's are relative to its entry).
      publicPath: app.publicPath === '/' ? '/' : '',
    },
    externals: serverExternals,
    externalsPresets: { node: true },
    devtool: 'source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: [typescriptRule(true), assetRule(false)] },
    // One self-contained file per entry: the shell's server evaluates each file on its own.
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: Object.keys(entry).length }),
      // A remote's bundles run in the shell's server: each release says what they hash to.
      ...(app.exposes && !app.standalone ? [new ServerBundlesManifestPlugin(sharedRequirements(app.dir))] : []),
    ],
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  };
}

type ClientConfiguration = Configuration & { devServer: DevServerConfiguration };

/**
 * An app's builds: the browser build, and in production also the server build used to prerender
 * pages. `npm run dev` serves the browser build only, rendered in the browser.
 */
export function createWebpackConfig(app: AppBuildOptions) {
  return (_env: unknown, argv: WebpackArgv): ClientConfiguration | Configuration[] => {
    const client = clientConfig(app, argv.mode !== 'development');
    return argv.mode === 'development' ? client : [client, serverConfig(app)];
  };
}

function clientConfig(app: AppBuildOptions, production: boolean): ClientConfiguration {
  const host = !app.exposes;
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
    // A smaller runtime: no snapshot (manifest) code, browser only; remotes load no remotes.
    experiments: {
      optimization: { disableSnapshot: true, target: 'web', ...(host ? {} : { disableRemote: true }) },
    },
  });
  return {
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: { main: app.standalone?.entry ?? './src/index.ts' },
    output: {
      path: path.join(app.dir, app.standalone?.outDir ?? 'dist'),
      publicPath: app.publicPath,
      uniqueName: app.name,
      // Entry files keep fixed names (the federation runtime cannot interpolate a content hash
      // there) and are served no-cache, like remoteEntry.js; async chunks are hashed and immutable.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkLoadTimeout: chunkLoadTimeoutMs,
      // dist/ssr/ belongs to the server build, which runs beside this one.
      clean: { keep: /^ssr[\\/]/ },
      // Every file is written, changed or not, so its time says when the app was last built
      // (scripts/build-if-needed.ts compares it with the sources').
      compareBeforeEmit: false,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [typescriptRule(production), assetRule(true)],
    },
    plugins: [
      ...(app.standalone ? [] : [federation]),
      new RetryChunkUrlsPlugin(app.name),
      new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), title: app.title }),
    ],
    performance: { hints: false },
    devServer: {
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      ...app.devServer,
    },
  };
}
