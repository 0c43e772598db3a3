import type { z } from 'zod';
import type { Section } from './markdown';
import { readCollection, type BodyShape, type CollectionDefinition, type CollectionEntry } from './read-collection';

/** Where a collection's entries came from: what the webpack loader watches. */
export const collectionFolder = Symbol.for('@inklined/content folder');

/** The fields of a collection's entries that name a photo: the webpack loader writes their sizes. */
export const collectionImages = Symbol.for('@inklined/content images');

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
  Object.defineProperty(entries, collectionImages, { value: definition.images ?? [] });
  return entries;
}

/** Marks a collection module whose entries' texts each page loads on its own (defineTexts). */
export const collectionTexts = Symbol.for('@inklined/content texts');

/**
 * One entry's text as its page gets it: `now` where it is part of the bundle (the server's, and
 * tests), else `load()`, which fetches that entry's text alone (the browser's own file for it).
 */
export interface EntryText<T> {
  readonly now?: T;
  load(): Promise<T>;
}

/** The text of an entry: its HTML, or its parts under their `## headings`. */
export type TextOf<B extends 'html' | 'sections'> = B extends 'sections' ? readonly Section[] : string;

export type CollectionTexts<B extends 'html' | 'sections'> = Readonly<Record<string, EntryText<TextOf<B>>>>;

/**
 * Each entry's text by its slug. In a browser build the webpack loader makes every text a file of
 * its own, loaded by the page that shows it, so no page carries the others' texts; the server's
 * build has them all at hand, as here in Node.
 */
export function defineTexts<S extends z.ZodObject, B extends 'html' | 'sections' = 'html'>(
  definition: CollectionDefinition<S, B>,
): CollectionTexts<B> {
  const texts = Object.fromEntries(
    readCollection(definition).map((entry) => {
      const text = (definition.body === 'sections' ? entry.sections : entry.html) as TextOf<B>;
      return [entry.slug, { now: text, load: () => Promise.resolve(text) }];
    }),
  );
  Object.defineProperty(texts, collectionFolder, { value: definition.folder });
  Object.defineProperty(texts, collectionTexts, { value: true });
  return texts;
}
