import { gzip, type ZopfliOptions } from '@gfx/zopfli';
import CompressionPlugin from 'compression-webpack-plugin';
import type { WebpackPluginInstance } from 'webpack';

/** Text the site's pages fetch; source maps and licence files are for developers, gzipped when asked for. */
const textFiles = /\.(js|css|json|svg|webmanifest)$/;

/**
 * Each text file of a production build beside its gzip, written once at build time by Zopfli
 * (`main.js.gz` beside `main.js`), which the site's servers send instead of compressing it
 * themselves. Zopfli writes ordinary gzip, which every browser reads, 3 to 4% smaller than
 * zlib's level 9 (the shell's main.js 122.0 -> 118.1 KB; docs/decisions/0026): a visitor's first
 * load of '/' is 4 KB lighter and unpacks as fast. Five iterations: more find under 10 bytes in
 * main.js and take twice the time.
 */
export function precompressedFiles(): WebpackPluginInstance {
  return new CompressionPlugin<ZopfliOptions>({
    test: textFiles,
    filename: '[path][base].gz',
    algorithm: (input, options, done) => gzip(input, options, (error, output) => done(error, output)),
    compressionOptions: { numiterations: 5 },
    // Every text file, however small: the servers then never compress a build's file themselves.
    threshold: 0,
    minRatio: Number.POSITIVE_INFINITY,
  });
}
