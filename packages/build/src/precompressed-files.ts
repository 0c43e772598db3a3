import { constants, type BrotliOptions } from 'node:zlib';
import { gzip, type ZopfliOptions } from '@gfx/zopfli';
import CompressionPlugin from 'compression-webpack-plugin';
import type { WebpackPluginInstance } from 'webpack';

/** Text the site's pages fetch; source maps and licence files are for developers, gzipped when asked for. */
const textFiles = /\.(js|css|json|svg|webmanifest)$/;
/** The editor's files come compressed (editor-files.ts): 12 MB of them would take Zopfli minutes. */
const editorFiles = /^admin\//;

/**
 * Each text file of a production build beside its compressions, written once at build time and
 * sent by the site's servers instead of compressing it themselves (docs/decisions/0027):
 * - `main.js.br`: Brotli at its best level, for every browser that asks for it (all current
 *   ones, over HTTPS and on localhost);
 * - `main.js.gz`: gzip written by Zopfli, for the rest, smaller than zlib's best and unpacked as
 *   fast. Five iterations: more find next to nothing and take twice the time (0027's figures).
 * Every text file, however small, so the servers never compress a build's file themselves.
 */
export function precompressedFiles(): WebpackPluginInstance[] {
  return [
    new CompressionPlugin<ZopfliOptions>({
      test: textFiles,
      exclude: editorFiles,
      filename: '[path][base].gz',
      algorithm: (input, options, done) => gzip(input, options, (error, output) => done(error, output)),
      compressionOptions: { numiterations: 5 },
      threshold: 0,
      minRatio: Number.POSITIVE_INFINITY,
    }),
    new CompressionPlugin<BrotliOptions>({
      test: textFiles,
      exclude: editorFiles,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
      threshold: 0,
      minRatio: Number.POSITIVE_INFINITY,
    }),
  ];
}
