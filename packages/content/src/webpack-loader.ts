import type { LoaderContext } from 'webpack';
import { runCollectionModule } from './run-collection-module';

/**
 * Builds a `*.collection.ts` module into its entries as data: the module is run here, in the
 * build's Node, so the files' reading, checking and Markdown stay out of the bundle. A wrong entry
 * fails the build with the CollectionError's list. The folder and the modules the collection runs
 * (its schema) are the build's dependencies: in watch mode a file added, changed or removed, or a
 * schema edited, builds the collection again.
 */
export default function contentCollectionLoader(this: LoaderContext<unknown>): string {
  const { value, folder, modules } = runCollectionModule(this.resourcePath);
  this.addContextDependency(folder);
  for (const file of modules) this.addDependency(file);
  // A literal (JSON is JavaScript): smaller as sent than JSON.parse of a string, whose every
  // quote is escaped, and these are a few kilobytes, where the parse's head start is nil.
  return `export default ${JSON.stringify(value)};\n`;
}
