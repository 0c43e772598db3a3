import type { z } from 'zod';
import { readCollection, type BodyShape, type CollectionDefinition, type CollectionEntry } from './read-collection';

/** Where a collection's entries came from: what the webpack loader watches. */
export const collectionFolder = Symbol.for('@inklined/content folder');

export type Collection<S extends z.ZodObject, B extends BodyShape = 'html'> = readonly CollectionEntry<S, B>[];

/**
 * A collection's entries, read when the module runs: in Node (tests, the webpack loader), never
 * in a browser. A `*.collection.ts` module default-exports this; the remote's build runs it and
 * puts only the entries, as data, into the bundle (webpack-loader.ts).
 */
export function defineCollection<S extends z.ZodObject, B extends BodyShape = 'html'>(
  definition: CollectionDefinition<S, B>,
): Collection<S, B> {
  const entries = readCollection(definition);
  Object.defineProperty(entries, collectionFolder, { value: definition.folder });
  return entries;
}
