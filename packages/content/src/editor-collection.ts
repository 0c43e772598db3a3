import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { EditorCollection, EditorField } from '@inklined/contracts/editor-collection';
import { collectionFolder } from './define-collection';
import type { BodyShape, CollectionDefinition } from './read-collection';

/** A property of the JSON Schema zod writes for a collection's schema, as far as the editor reads it. */
interface Property {
  type?: string;
  title?: string;
  description?: string;
  enum?: string[];
  items?: Property;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  properties?: Record<string, Property>;
  required?: string[];
  /** A field's own widget where its type alone does not say it (`.meta({ widget: 'image' })`). */
  widget?: 'image';
  /** What to say when `pattern` is not matched (`.meta({ patternMessage })`). */
  patternMessage?: string;
}

export interface EditorOptions {
  readonly label: string;
  readonly labelSingular: string;
  readonly description?: string;
  /** What the editor calls the text after the front matter. */
  readonly bodyLabel: string;
  readonly bodyHint?: string;
  /** Where uploaded images go, relative to the entry's folder. */
  readonly mediaFolder?: string;
  /** The folder paths are relative to: the workspace root above the collection's folder unless given. */
  readonly repositoryRoot?: string;
}

/** "datePosted" → "Date posted": a label where the schema gives no title. */
const labelOf = (name: string) => {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The largest integer zod writes for `z.int()` without a maximum: no bound a person needs to see. */
const unbounded = (value: number | undefined) =>
  value === undefined || Math.abs(value) >= 2 ** 53 - 1 ? undefined : value;

/** A text's length bounds as a pattern: the editor's string widget has no length checks of its own. */
function lengthPattern(property: Property): readonly [string, string] | undefined {
  const { minLength, maxLength } = property;
  if (maxLength === undefined) return minLength ? ['\\S', 'must not be empty'] : undefined;
  // Not empty and not only spaces (zod trims before it counts), and at most maxLength characters.
  return [`^(?=[\\s\\S]*\\S)[\\s\\S]{${minLength ?? 0},${maxLength}}$`, `must be at most ${maxLength} characters`];
}

function fieldOf(name: string, property: Property, required: boolean): EditorField {
  const base = {
    name,
    label: property.title ?? labelOf(name),
    required,
    ...(property.description ? { hint: property.description } : {}),
  };
  if (property.widget === 'image') return { ...base, widget: 'image', choose_url: false };
  if (property.type === 'boolean') return { ...base, widget: 'boolean' };
  if (property.type === 'integer' || property.type === 'number') {
    const min = property.exclusiveMinimum !== undefined ? property.exclusiveMinimum + 1 : unbounded(property.minimum);
    const max = unbounded(property.maximum);
    return {
      ...base,
      widget: 'number',
      value_type: property.type === 'integer' ? 'int' : 'float',
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
    };
  }
  if (property.type === 'array' && property.items?.enum) {
    return { ...base, widget: 'select', multiple: true, options: property.items.enum, min: property.minItems ?? 0 };
  }
  if (property.type === 'object' && property.properties) {
    return { ...base, widget: 'object', fields: fieldsOf(property) };
  }
  if (property.enum) return { ...base, widget: 'select', options: property.enum };
  // Dates as the schema stores them: the editor's picker writes the same text.
  if (property.format === 'date') {
    return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false };
  }
  if (property.format === 'date-time') {
    return { ...base, widget: 'datetime', format: 'YYYY-MM-DDTHH:mm:ssZ' };
  }
  if (property.type === 'string') {
    const pattern = property.pattern
      ? ([property.pattern, property.patternMessage ?? 'is not in the expected form'] as const)
      : lengthPattern(property);
    const long = (property.maxLength ?? 0) > 120;
    return { ...base, widget: long ? 'text' : 'string', ...(pattern ? { pattern } : {}) };
  }
  throw new Error(`The editor has no widget for the field "${name}" (${JSON.stringify(property)})`);
}

function fieldsOf(object: Property): EditorField[] {
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, property]) => fieldOf(name, property, required.has(name)));
}

/**
 * The repository's root: the nearest folder up from `from` whose package.json names workspaces;
 * for an app built on its own, outside the repository, the folder above the app's package.json
 * (where the repository has it).
 */
function repositoryRoot(from: string): string {
  let app: string | undefined;
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      if ('workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return dir;
      app ??= dir;
    }
    if (path.dirname(dir) === dir) {
      if (app) return path.dirname(app);
      throw new Error(`No package.json above ${from}`);
    }
  }
}

/**
 * A collection as the editor at /admin offers it, generated from the collection's own schema: the
 * same fields, required marks, choices and checks, so that what the editor saves is what the build
 * accepts (editor-collection.test.ts saves every kind of field and reads it back). Run in the
 * build, like a collection's entries: a `*-editor.collection.ts` module default-exports it.
 */
export function defineEditorCollection<S extends z.ZodObject, B extends BodyShape>(
  definition: CollectionDefinition<S, B>,
  options: EditorOptions,
): EditorCollection {
  const schema = z.toJSONSchema(definition.schema, { io: 'input', unrepresentable: 'throw' }) as Property;
  const fields = fieldsOf(schema);
  const collection: EditorCollection = {
    name: definition.name,
    label: options.label,
    label_singular: options.labelSingular,
    ...(options.description ? { description: options.description } : {}),
    folder: path
      .relative(options.repositoryRoot ?? repositoryRoot(definition.folder), definition.folder)
      .split(path.sep)
      .join('/'),
    create: true,
    extension: 'md',
    format: 'frontmatter',
    slug: '{{fields.slug}}',
    identifier_field: 'title',
    ...(options.mediaFolder ? { media_folder: options.mediaFolder, public_folder: options.mediaFolder } : {}),
    fields: [
      ...fields,
      {
        name: 'body',
        label: options.bodyLabel,
        widget: 'markdown',
        required: true,
        ...(options.bodyHint ? { hint: options.bodyHint } : {}),
      },
    ],
  };
  Object.defineProperty(collection, collectionFolder, { value: definition.folder });
  return collection;
}
