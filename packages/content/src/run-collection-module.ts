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

export interface CollectionModuleRun {
  /** The module's default export: a collection's entries, or its fields for the editor. */
  readonly value: unknown;
  /** The collection's folder: a file added, changed or removed there changes the value. */
  readonly folder: string;
  /** The project's modules it ran (its schema, its choices): an edit of one changes the value. */
  readonly modules: readonly string[];
}

/**
 * Runs a `*.collection.ts` module in the build's Node (which reads TypeScript), afresh, with its
 * schema as it is now: what the webpack loader puts into a bundle and what the editor's files are
 * written from. A wrong entry throws the CollectionError's list.
 */
export function runCollectionModule(file: string): CollectionModuleRun {
  const previous = require.cache[file];
  for (const own of previous ? ownModules(previous) : []) delete require.cache[own];
  delete require.cache[file];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module run at build time
  const value = (require(file) as { default: unknown }).default as Record<symbol, unknown> | undefined;
  const folder = value?.[collectionFolder];
  if (typeof folder !== 'string') {
    throw new Error(
      `${file} must default-export defineCollection(…) or defineEditorCollection(…) from @inklined/content`,
    );
  }
  const loaded = require.cache[file];
  return { value, folder, modules: [...(loaded ? ownModules(loaded) : [])] };
}
