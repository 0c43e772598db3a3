import type { LoaderContext } from 'webpack';
import { collectionFolder } from './define-collection';

/**
 * Builds a `*.collection.ts` module into its entries as data: the module is run here, in the
 * build's Node (which reads TypeScript), so the files' reading, checking and Markdown stay out
 * of the bundle. A wrong entry fails the build with the CollectionError's list. A file added to
 * or changed in the folder rebuilds the collection in watch mode.
 */
export default function contentCollectionLoader(this: LoaderContext<unknown>): string {
  // Run again on every build of this module: the folder's files are what changed.
  delete require.cache[this.resourcePath];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module run at build time
  const entries = (require(this.resourcePath) as { default: unknown }).default as Record<symbol, unknown>;
  const folder = entries[collectionFolder];
  if (typeof folder !== 'string') {
    throw new Error(`${this.resourcePath} must default-export defineCollection(…) from @inklined/content`);
  }
  this.addContextDependency(folder);
  // A literal (JSON is JavaScript): smaller as sent than JSON.parse of a string, whose every
  // quote is escaped, and these are a few kilobytes, where the parse's head start is nil.
  return `export default ${JSON.stringify(entries)};\n`;
}
