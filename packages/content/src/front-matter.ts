import matter from 'gray-matter';
import yaml from 'js-yaml';

/**
 * YAML without its timestamp type: `date: 2026-10-28` stays the text the schema checks, as the
 * editor wrote it, instead of becoming a Date at midnight UTC.
 */
const engines = { yaml: (text: string) => yaml.load(text, { schema: yaml.CORE_SCHEMA }) as object };

export interface FrontMatterFile {
  readonly data: Record<string, unknown>;
  /** The Markdown after the front matter. */
  readonly body: string;
}

/** Splits a Markdown file into its front matter (`---` YAML `---`) and its text. */
export function readFrontMatter(text: string): FrontMatterFile {
  const file = matter(text, { engines });
  return { data: file.data as Record<string, unknown>, body: file.content };
}
