import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { sharedSingletons } from './shared-singletons';

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
}

interface WebpackArgv {
  readonly mode?: 'production' | 'development' | 'none';
}

/** Spec section 7: a chunk that has not arrived after 120 s has failed. */
const chunkLoadTimeoutMs = 120_000;

export function createWebpackConfig(app: AppBuildOptions) {
  return (_env: unknown, argv: WebpackArgv): Configuration & { devServer: DevServerConfiguration } => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(app.dir, 'dist'),
        publicPath: app.publicPath,
        uniqueName: app.name,
        // Entry files keep fixed names (the federation runtime cannot interpolate a content hash
        // there) and are served no-cache, like remoteEntry.js; async chunks are hashed and immutable.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkLoadTimeout: chunkLoadTimeoutMs,
        clean: true,
      },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
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
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes ? { ...app.exposes } : undefined,
          shared: sharedSingletons(app.dir),
          // Only the remotes a page uses are fetched; an offline remote breaks only its own part.
          shareStrategy: 'loaded-first',
          runtimePlugins: app.runtimePlugins ? [...app.runtimePlugins] : undefined,
          // Types come from packages/contracts, checked by one `tsc` run, not downloaded zips.
          dts: false,
        }),
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
  };
}
