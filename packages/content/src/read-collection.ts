import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { readFrontMatter } from './front-matter';
import { renderMarkdown, renderSections, type Section } from './markdown';
import { describeIssue } from './describe-issue';

/**
 * How an entry's text reaches its pages: one HTML, parts under their `## headings`, or not at all
 * (a listing's summaries: its words counted, its text left to the pages that show it).
 */
export type BodyShape = 'html' | 'sections' | 'none';

export interface CollectionDefinition<S extends z.ZodObject, B extends BodyShape = 'html'> {
  /** Named in every error: "posts → thesis-statement.md: …". */
  readonly name: string;
  /** The folder of the collection's Markdown files (`<slug>.md`), absolute. */
  readonly folder: string;
  readonly schema: S;
  /** Entries left out of the build once checked (a draft). */
  readonly include?: (data: z.output<S>) => boolean;
  /** `sections` for pages that give each `## heading` of the text a region; `html` by default. */
  readonly body?: B;
  /**
   * Fields that name a photo in the folder (`images/kitten.jpg`), by their path (`['cover',
   * 'image']`): the file must be there, and the build writes its sizes beside the field as
   * `picture` (responsive-image.ts).
   */
  readonly images?: readonly (readonly string[])[];
}

/** A photo's name as the build takes it; what the file is, sharp judges by decoding it whole (responsive-image.ts). */
const photoFile = /\.(jpe?g|png|webp|avif)$/i;

/** The value at `fieldPath` of an entry's data, if any. */
export function valueAt(data: unknown, fieldPath: readonly string[]): unknown {
  return fieldPath.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);
}

/** An entry as pages read it: its front matter, its slug (the file's name), its words and text. */
export type CollectionEntry<S extends z.ZodObject, B extends BodyShape = 'html'> = z.output<S> & {
  readonly slug: string;
  readonly words: number;
} & (B extends 'sections'
    ? { readonly sections: readonly Section[] }
    : B extends 'html'
      ? { readonly html: string }
      : unknown);

/** Every wrong entry of a collection, each with its file, its field and what the field accepts. */
export class CollectionError extends Error {
  override readonly name = 'CollectionError';
  constructor(
    readonly collection: string,
    readonly problems: readonly string[],
  ) {
    super(
      [
        `The ${collection} collection has ${problems.length === 1 ? 'a wrong entry' : `${problems.length} wrong entries`}:`,
        ...problems.map((problem) => `  ${problem}`),
      ].join('\n'),
    );
  }
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function readEntry<S extends z.ZodObject, B extends BodyShape>(
  definition: CollectionDefinition<S, B>,
  file: string,
  problems: string[],
): CollectionEntry<S, B> | undefined {
  const where = `${definition.name} → ${file}`;
  const slug = file.slice(0, -'.md'.length);
  if (!SLUG.test(slug)) {
    problems.push(`${where}: the file's name must be lower-case words joined by hyphens, ending in .md`);
    return undefined;
  }
  let front;
  try {
    front = readFrontMatter(readFileSync(path.join(definition.folder, file), 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    problems.push(`${where}: the front matter between the --- lines is not valid YAML (${reason})`);
    return undefined;
  }
  const parsed = definition.schema.strict().safeParse(front.data, { reportInput: true });
  const own = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${where}: ${describeIssue(issue, definition.schema)}`);
  if (parsed.success && 'slug' in parsed.data && parsed.data.slug !== slug) {
    own.push(`${where}: "slug" must be the file's name without .md ("${slug}"), not "${String(parsed.data.slug)}"`);
  }
  if (front.body.trim() === '') own.push(`${where}: there is no text after the front matter`);
  for (const fieldPath of parsed.success ? (definition.images ?? []) : []) {
    const photo = valueAt(parsed.data, fieldPath);
    if (photo === undefined) continue;
    const field = fieldPath.join('.');
    const file = typeof photo === 'string' ? path.resolve(definition.folder, photo) : '';
    if (!file.startsWith(definition.folder + path.sep) || !photoFile.test(file)) {
      own.push(`${where}: "${field}" must name a JPEG, PNG, WebP or AVIF file in the folder, such as images/cover.jpg`);
    } else if (!existsSync(file)) {
      own.push(`${where}: "${field}" names ${String(photo)}, which is not in ${definition.name}'s folder`);
    }
  }
  problems.push(...own);
  if (!parsed.success || own.length > 0) return undefined;
  const text = definition.body === 'sections' ? renderSections(front.body) : renderMarkdown(front.body);
  const kept = definition.body === 'none' ? { words: text.words } : text;
  return { ...parsed.data, slug, ...kept } as CollectionEntry<S, B>;
}

/**
 * Reads, checks and renders every `.md` file of a collection's folder, in the order of their
 * names; other files (images) are not entries. Throws a CollectionError naming every wrong entry,
 * so one build shows them all.
 */
export function readCollection<S extends z.ZodObject, B extends BodyShape = 'html'>(
  definition: CollectionDefinition<S, B>,
): CollectionEntry<S, B>[] {
  const files = readdirSync(definition.folder)
    .filter((file) => file.endsWith('.md'))
    .sort();
  const problems: string[] = [];
  const entries = files.flatMap((file) => readEntry(definition, file, problems) ?? []);
  if (problems.length > 0) throw new CollectionError(definition.name, problems);
  return definition.include ? entries.filter((entry) => definition.include!(entry)) : entries;
}
