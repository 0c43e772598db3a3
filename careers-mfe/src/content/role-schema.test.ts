import { describe, expect, test } from '@jest/globals';
import { readCollection } from '@inklined/content/read-collection';
import { setUpEntryFolder, writeEntry } from '@inklined/content/test-support/entry-files';
import type { z } from 'zod';
import editorCollection from './role-editor.collection';
import { roleSchema } from './role-schema';

const entryFolder = setUpEntryFolder('roles-');

const good: Record<string, string> = {
  title: 'Editor',
  summary: 'Edit theses and articles for clarity, structure and style.',
  employmentTypes: '\n  - FULL_TIME',
  location: 'Remote (India)',
  datePosted: '2026-11-20',
};
const text = '## About the Role\n\nEdit.\n\n## Responsibilities\n\n- Edit\n\n## Requirements\n\n- English\n';

function roleFile(changes: Record<string, string | undefined> = {}) {
  writeEntry(entryFolder(), 'editor.md', { ...good, slug: 'editor', ...changes }, text);
}

const read = () => readCollection({ name: 'roles', folder: entryFolder(), schema: roleSchema, body: 'sections' });

describe('the roles collection', () => {
  test('a good role: its fields, closing day and salary, its text cut at its headings', () => {
    roleFile({
      minYearsExperience: '2',
      validThrough: '2026-12-31',
      salary: '\n  currency: INR\n  minValue: 40000\n  maxValue: 60000\n  unitText: MONTH',
    });
    expect(read()).toEqual([
      expect.objectContaining({
        slug: 'editor',
        employmentTypes: ['FULL_TIME'],
        minYearsExperience: 2,
        validThrough: '2026-12-31',
        salary: { currency: 'INR', minValue: 40000, maxValue: 60000, unitText: 'MONTH' },
        sections: [
          { title: 'About the Role', html: '<p>Edit.</p>\n' },
          { title: 'Responsibilities', html: '<ul>\n<li>Edit</li>\n</ul>\n' },
          { title: 'Requirements', html: '<ul>\n<li>English</li>\n</ul>\n' },
        ],
      }),
    ]);
  });

  test.each<[string, Record<string, string | undefined>]>([
    [
      'roles → editor.md: "employmentTypes.0" must be one of: FULL_TIME, PART_TIME, CONTRACTOR; got "INTERN"',
      { employmentTypes: '\n  - INTERN' },
    ],
    ['roles → editor.md: "employmentTypes" must name at least one kind of work', { employmentTypes: '[]' }],
    ['roles → editor.md: "minYearsExperience" must be a whole number, not 2.5', { minYearsExperience: '2.5' }],
    ['roles → editor.md: "validThrough" must be the last day to apply written YYYY-MM-DD', { validThrough: '31 Dec' }],
    [
      'roles → editor.md: "salary.currency" must be one of: INR; got "USD"',
      { salary: '\n  currency: USD\n  minValue: 1\n  unitText: YEAR' },
    ],
    ['roles → editor.md: "datePosted" is required (text)', { datePosted: undefined }],
  ])('%s', (message, changes) => {
    roleFile(changes);
    expect(read).toThrow(message);
  });
});

describe('the editor at /admin', () => {
  test('offers every field of the schema, required where the schema requires it, and the text', () => {
    const required = (field: z.ZodType) => !field.safeParse(undefined).success;
    expect(editorCollection.folder).toBe('careers-mfe/content/roles');
    expect(editorCollection.fields.map(({ name, required }) => [name, required])).toEqual([
      ...Object.entries(roleSchema.shape).map(([name, field]) => [name, required(field)]),
      ['body', true],
    ]);
  });
});
