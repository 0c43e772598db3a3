/**
 * A collection as the editor at /admin (Decap CMS) takes it: its folder in the repository and its
 * fields with their widgets, required marks and checks. A remote's build writes it from the
 * collection's own schema (@inklined/content/editor-collection) as `editor/<name>.json` beside its
 * remote entry; the shell's server puts the remotes' collections into the editor's configuration.
 * Plain data, as Decap's `collections` takes it.
 */
export interface EditorField {
  readonly name: string;
  readonly label: string;
  readonly widget: 'string' | 'text' | 'markdown' | 'select' | 'datetime' | 'boolean' | 'number' | 'object' | 'image';
  readonly required?: boolean;
  readonly hint?: string;
  /** A regular expression the value must match, and what to say when it does not. */
  readonly pattern?: readonly [string, string];
  readonly options?: readonly string[];
  readonly multiple?: boolean;
  readonly min?: number;
  readonly max?: number;
  readonly value_type?: 'int' | 'float';
  readonly format?: string;
  readonly date_format?: string | boolean;
  readonly time_format?: string | boolean;
  readonly fields?: readonly EditorField[];
  readonly choose_url?: boolean;
}

export interface EditorCollection {
  readonly name: string;
  readonly label: string;
  readonly label_singular: string;
  readonly description?: string;
  /** Relative to the repository's root, as the editor's Git backend writes it. */
  readonly folder: string;
  readonly create: true;
  readonly extension: 'md';
  readonly format: 'frontmatter';
  /** The file's name: the entry's own slug field, which the build checks against it. */
  readonly slug: string;
  readonly identifier_field: string;
  readonly summary?: string;
  /** Uploaded images, relative to the entry's folder: they stay beside the content they belong to. */
  readonly media_folder?: string;
  readonly public_folder?: string;
  readonly fields: readonly EditorField[];
}

/** Where a remote's build writes a collection's editor fields, relative to its remote entry. */
export const editorCollectionFile = (name: string) => `editor/${name}.json`;

/** The collections of the editor: which remote owns each (the file its build writes). */
export const editorCollections = [
  { remote: 'marketing', name: 'posts' },
  { remote: 'careers', name: 'roles' },
] as const;

/** A fetched file checked before the server acts on it: a remote of another release may give anything. */
export function isEditorCollection(value: unknown): value is EditorCollection {
  const collection = value as Partial<EditorCollection> | null | undefined;
  return (
    typeof collection?.name === 'string' &&
    /^[a-z]+$/.test(collection.name) &&
    typeof collection.folder === 'string' &&
    !collection.folder.startsWith('/') &&
    !collection.folder.split('/').includes('..') &&
    Array.isArray(collection.fields) &&
    collection.fields.every((field) => typeof field?.name === 'string' && typeof field.widget === 'string')
  );
}
