import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import type { AppBuildOptions } from './app-build-options';
import { ServerBundlesManifestPlugin } from './server-bundles-manifest';
import { serverExternals } from './server-externals';
import { sharedRequirements } from './shared-singletons';
import { assetRule, collectionRule, typescriptRule } from './webpack-rules';

/** Sets a remote's server bundle's public path from the shell's server (server-public-path.js). */
const serverPublicPath = require.resolve('./server-public-path.js');

/**
 * The server bundle of an app, for prerendering (docs/decisions/0005): a remote's exposed modules,
 * one CommonJS file each under dist/ssr/, or the shell's page renderer. The shared singletons stay
 * outside, so that the shell's server gives every bundle the same React and emotion, as the
 * federation share scope does in the browser.
 */
export function serverConfig(app: AppBuildOptions, outDir: string): Configuration {
  const entry = app.standalone
    ? { 'render-page': app.standalone.serverEntry }
    : app.exposes
      ? Object.fromEntries(
          Object.entries(app.exposes).map(([key, file]) => [key.replace(/^\.\//, ''), [serverPublicPath, file]]),
        )
      : { 'render-page': './src/ssr/render-page.tsx' };
  return {
    name: `${app.name}-server`,
    mode: 'production',
    context: app.dir,
    target: 'node20',
    entry,
    output: {
      path: path.join(app.dir, outDir, 'ssr'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
      // Asset URLs in the server's HTML are the browser build's: the shell's under /, a remote's
      // under the folder its entry is served from, which the shell's server tells each bundle.
      publicPath: app.publicPath === '/' ? '/' : '',
    },
    externals: serverExternals,
    externalsPresets: { node: true },
    devtool: 'source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: [typescriptRule({ production: true }), collectionRule(), assetRule(false)] },
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
