import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { WebpackPluginInstance } from 'webpack';

/**
 * Production JavaScript is minified by swc (the `@swc/core` that already compiles the sources)
 * instead of webpack's default, terser with two compress passes: each app's browser build takes
 * about half the time for output of the same size (measured in docs/decisions/0025). Licence comments still go to `*.LICENSE.txt`, as terser's did.
 */
export function javascriptMinimizer(): WebpackPluginInstance {
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    terserOptions: { compress: { passes: 2 }, mangle: true },
  });
}
