import type { LoaderContext } from 'webpack';
import path from 'node:path';
import { collectionImages, collectionTexts } from './define-collection';
import { entriesWithPictures } from './entry-pictures';
import { runCollectionModule } from './run-collection-module';

/** `{ slug: { now, load } }` as `defineTexts` gives it in Node: the server's bundle, every text at hand. */
function textsAtHand(texts: Readonly<Record<string, { now?: unknown }>>): string {
  const bySlug = Object.fromEntries(Object.entries(texts).map(([slug, { now }]) => [slug, now]));
  return [
    `const texts = ${JSON.stringify(bySlug)};`,
    'export default Object.fromEntries(Object.entries(texts).map(([slug, text]) => [slug, { now: text, load: () => Promise.resolve(text) }]));',
  ].join('\n');
}

/** The browser's: each text its own file, `<module>?entry=<slug>`, loaded by the page that shows it. */
function textsToLoad(resourcePath: string, name: string, slugs: readonly string[]): string {
  const entries = slugs.map((slug) => {
    const request = JSON.stringify(`${resourcePath}?entry=${slug}`);
    const chunk = `text-${name}-${slug}`;
    return `${JSON.stringify(slug)}: { load: () => import(/* webpackChunkName: ${JSON.stringify(chunk)} */ ${request}).then((module) => module.default) }`;
  });
  return `export default {\n${entries.join(',\n')}\n};`;
}

/**
 * Builds a `*.collection.ts` module into its entries as data: the module is run here, in the
 * build's Node, so the files' reading, checking and Markdown stay out of the bundle. A wrong entry
 * fails the build with the CollectionError's list. The folder and the modules the collection runs
 * (its schema) are the build's dependencies: in watch mode a file added, changed or removed, or a
 * schema edited, builds the collection again. A module of texts (defineTexts) becomes, in a
 * browser build, one file per entry, so a page carries its own text and no other.
 */
export default function contentCollectionLoader(this: LoaderContext<unknown>): string | void {
  const { value, folder, modules } = runCollectionModule(this.resourcePath);
  this.addContextDependency(folder);
  for (const file of modules) this.addDependency(file);
  if ((value as Record<symbol, unknown>)[collectionTexts]) {
    const texts = value as Readonly<Record<string, { now?: unknown }>>;
    const entry = new URLSearchParams(this.resourceQuery).get('entry');
    if (entry !== null) {
      if (!(entry in texts)) throw new Error(`${this.resourcePath} has no entry "${entry}"`);
      return `export default ${JSON.stringify(texts[entry]!.now)};\n`;
    }
    const name = this.resourcePath.replace(/^.*[\\/]/, '').replace(/\.collection\.ts$/, '');
    return /node/.test(this.target) ? textsAtHand(texts) : textsToLoad(this.resourcePath, name, Object.keys(texts));
  }
  const images = (value as Record<symbol, readonly (readonly string[])[] | undefined>)[collectionImages];
  if (images?.length) {
    // Photos are encoded once per machine, kept beside the build's other caches.
    const cacheDir = path.join(this.rootContext, 'node_modules', '.cache', 'inklined-pictures');
    const done = this.async();
    entriesWithPictures(value as Record<string, unknown>[], images, folder, cacheDir).then(({ code, photos }) => {
      for (const photo of photos) this.addDependency(photo);
      done(null, code);
    }, done);
    return;
  }
  // A literal (JSON is JavaScript): smaller as sent than JSON.parse of a string, whose every
  // quote is escaped, and these are a few kilobytes, where the parse's head start is nil.
  return `export default ${JSON.stringify(value)};\n`;
}
