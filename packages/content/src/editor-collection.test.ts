import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { z } from 'zod';
import { isEditorCollection } from '@inklined/contracts/editor-collection';
import { defineEditorCollection } from './editor-collection';

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

/** Every kind of field a collection's schema has, as the editor must offer it. */
const schema = z.strictObject({
  title: text(80).meta({ title: 'Title', description: 'As the card shows it.' }),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .meta({ patternMessage: 'must be lower-case words joined by hyphens' }),
  summary: text(300),
  category: z.enum(['Research Methods', 'Thesis Writing']),
  kinds: z.array(z.enum(['FULL_TIME', 'PART_TIME'])).min(1),
  order: z.int().min(1).optional(),
  years: z.int().min(0).max(40).optional(),
  datePosted: z.iso.date(),
  publishAt: z.iso.datetime({ offset: true }).optional(),
  draft: z.boolean().optional(),
  salary: z
    .strictObject({ minValue: z.int().min(1), unitText: z.enum(['MONTH', 'YEAR']) })
    .optional()
    .meta({ title: 'Salary' }),
});

const folder = path.join(__dirname, 'entries', 'posts');
const collection = defineEditorCollection(
  { name: 'posts', folder, schema },
  { label: 'Posts', labelSingular: 'Post', bodyLabel: 'Text', repositoryRoot: __dirname },
);
const field = (name: string) => collection.fields.find((candidate) => candidate.name === name);

describe('a collection for the editor, generated from its schema', () => {
  test('is one the shell takes: its folder in the repository, its file named by its slug', () => {
    expect(isEditorCollection(JSON.parse(JSON.stringify(collection)))).toBe(true);
    expect(collection).toMatchObject({
      name: 'posts',
      folder: 'entries/posts',
      create: true,
      extension: 'md',
      format: 'frontmatter',
      slug: '{{fields.slug}}',
    });
  });

  test('offers every field of the schema, required where the schema requires it, and the text last', () => {
    expect(collection.fields.map(({ name, required }) => [name, required])).toEqual([
      ['title', true],
      ['slug', true],
      ['summary', true],
      ['category', true],
      ['kinds', true],
      ['order', false],
      ['years', false],
      ['datePosted', true],
      ['publishAt', false],
      ['draft', false],
      ['salary', false],
      ['body', true],
    ]);
    expect(field('body')).toMatchObject({ widget: 'markdown', label: 'Text' });
  });

  test.each([
    ['title', { widget: 'string', label: 'Title', hint: 'As the card shows it.' }],
    [
      'slug',
      {
        widget: 'string',
        label: 'Slug',
        pattern: ['^[a-z0-9]+(-[a-z0-9]+)*$', 'must be lower-case words joined by hyphens'],
      },
    ],
    ['summary', { widget: 'text', pattern: ['^(?=[\\s\\S]*\\S)[\\s\\S]{1,300}$', 'must be at most 300 characters'] }],
    ['category', { widget: 'select', options: ['Research Methods', 'Thesis Writing'] }],
    ['kinds', { widget: 'select', multiple: true, options: ['FULL_TIME', 'PART_TIME'], min: 1 }],
    ['order', { widget: 'number', value_type: 'int', min: 1 }],
    ['years', { widget: 'number', value_type: 'int', min: 0, max: 40 }],
    ['datePosted', { widget: 'datetime', label: 'Date posted', format: 'YYYY-MM-DD', time_format: false }],
    ['publishAt', { widget: 'datetime', format: 'YYYY-MM-DDTHH:mm:ssZ' }],
    ['draft', { widget: 'boolean' }],
  ])('%s has the widget and checks of its schema', (name, expected) => {
    expect(field(name)).toMatchObject(expected);
  });

  test("an object's fields are its own, with their own required marks", () => {
    expect(field('salary')).toMatchObject({
      widget: 'object',
      label: 'Salary',
      fields: [
        { name: 'minValue', widget: 'number', value_type: 'int', min: 1, required: true },
        { name: 'unitText', widget: 'select', options: ['MONTH', 'YEAR'], required: true },
      ],
    });
  });

  test('the length pattern holds what the schema holds', () => {
    const [pattern] = field('title')!.pattern!;
    const matches = (value: string) => new RegExp(pattern).test(value);
    expect(matches('A title')).toBe(true);
    expect(matches('x'.repeat(80))).toBe(true);
    expect(matches('x'.repeat(81))).toBe(false);
    expect(matches('   ')).toBe(false);
    expect(matches('')).toBe(false);
  });

  test('a field the editor cannot offer stops the build, named', () => {
    expect(() =>
      defineEditorCollection(
        { name: 'posts', folder, schema: z.strictObject({ title: z.string(), when: z.date() }) },
        { label: 'Posts', labelSingular: 'Post', bodyLabel: 'Text', repositoryRoot: __dirname },
      ),
    ).toThrow(/when|Date/);
  });
});
