import type { LoaderContext } from 'webpack';
import { collectionFolder } from './define-collection';

/** The project's own modules a module loaded, at any depth (the schema, its choices), not packages. */
function ownModules(module: NodeJS.Module, found = new Set<string>()): Set<string> {
  for (const child of module.children) {
    if (child.filename.includes('/node_modules/') || found.has(child.filename)) continue;
    found.add(child.filename);
    ownModules(child, found);
  }
  return found;
}

/**
 * Builds a `*.collection.ts` module into its entries as data: the module is run here, in the
 * build's Node (which reads TypeScript), so the files' reading, checking and Markdown stay out
 * of the bundle. A wrong entry fails the build with the CollectionError's list. The folder and the
 * modules the collection runs (its schema) are the build's dependencies: in watch mode a file
 * added, changed or removed, or a schema edited, builds the collection again.
 */
export default function contentCollectionLoader(this: LoaderContext<unknown>): string {
  // Run afresh on every build of this module, with the schema as it is now.
  const previous = require.cache[this.resourcePath];
  for (const file of previous ? ownModules(previous) : []) delete require.cache[file];
  delete require.cache[this.resourcePath];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module run at build time
  const entries = (require(this.resourcePath) as { default: unknown }).default as Record<symbol, unknown>;
  const folder = entries[collectionFolder];
  if (typeof folder !== 'string') {
    throw new Error(`${this.resourcePath} must default-export defineCollection(…) from @inklined/content`);
  }
  this.addContextDependency(folder);
  const loaded = require.cache[this.resourcePath];
  for (const file of loaded ? ownModules(loaded) : []) this.addDependency(file);
  // A literal (JSON is JavaScript): smaller as sent than JSON.parse of a string, whose every
  // quote is escaped, and these are a few kilobytes, where the parse's head start is nil.
  return `export default ${JSON.stringify(entries)};\n`;
}
