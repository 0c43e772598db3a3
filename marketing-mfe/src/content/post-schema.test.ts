import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { readCollection } from '@inklined/content/read-collection';
import { setUpEntryFolder, writeEntry } from '@inklined/content/test-support/entry-files';
import type { z } from 'zod';
import editorCollection from './post-editor.collection';
import { postSchema, postsCollection } from './post-schema';

const entryFolder = setUpEntryFolder('posts-');

const good: Record<string, string> = {
  title: 'A post',
  date: '2026-11-20',
  category: 'Research Methods',
  author: 'Neha Kulkarni',
  excerpt: 'What the post says, in one line.',
  cover: '\n  motif: chart\n  alt: A bar chart',
};

/** A post file: the good front matter with `changes` (undefined removes a field), then its text. */
function postFile(name: string, changes: Record<string, string | undefined> = {}, text = 'Some words.\n') {
  writeEntry(entryFolder(), name, { ...good, slug: name.replace(/\.md$/, ''), ...changes }, text);
}

const read = () =>
  readCollection({ name: 'posts', folder: entryFolder(), schema: postSchema, images: postsCollection.images });

describe('the posts collection', () => {
  test('a good post is read with its slug, words and HTML', () => {
    postFile('a-post.md', { publishAt: '2026-12-01T09:00:00+05:30', draft: 'false' }, 'One *two* three.\n');
    expect(read()).toEqual([
      expect.objectContaining({
        slug: 'a-post',
        title: 'A post',
        date: '2026-11-20',
        cover: { motif: 'chart', alt: 'A bar chart' },
        publishAt: '2026-12-01T09:00:00+05:30',
        draft: false,
        html: '<p>One <em>two</em> three.</p>\n',
        words: 3,
      }),
    ]);
  });

  // Each wrong entry stops the build with the file, the field and what the field accepts.
  test.each<[string, string, Record<string, string | undefined>, string?]>([
    ['a missing field', 'posts → p.md: "title" is required (text)', { title: undefined }],
    ['text of the wrong kind', 'posts → p.md: "title" must be text, not 42', { title: '42' }],
    ['an empty field', 'posts → p.md: "author" must not be empty', { author: '""' }],
    [
      'a choice not offered',
      'posts → p.md: "category" must be one of: Academic Writing, Presentations, Thesis Writing, Research Methods; got "Poetry"',
      { category: 'Poetry' },
    ],
    ['a date in another form', 'posts → p.md: "date" must be a date written YYYY-MM-DD', { date: '28/10/2026' }],
    [
      'a misspelt field',
      'posts → p.md: unknown field "titel" (the fields are title, slug, date, category, author, excerpt, cover, draft, publishAt)',
      { titel: 'A post' },
    ],
    [
      'a slug that is not the file',
      'posts → p.md: "slug" must be the file\'s name without .md ("p"), not "q"',
      { slug: 'q' },
    ],
    ['a text too long', 'posts → p.md: "excerpt" must be at most 160 characters', { excerpt: 'x'.repeat(161) }],
    [
      'a picture without its description',
      'posts → p.md: "cover.alt" must say what the picture shows',
      { cover: '\n  motif: chart\n  alt: ""' },
    ],
    [
      'a picture not drawn for the site',
      'posts → p.md: "cover.motif" must be one of: pages, slides, thesis, chart, quote, magnifier; got "photo"',
      { cover: '\n  motif: photo\n  alt: A photo' },
    ],
    ['a group missing', 'posts → p.md: "cover" is required (a group of fields)', { cover: undefined }],
    [
      'a cover both drawn and a photo',
      'posts → p.md: "cover" must have an illustration ("motif") or a photo ("image"), not both',
      { cover: '\n  motif: chart\n  image: images/lake.jpg\n  alt: A lake' },
    ],
    [
      'a photo outside the images folder',
      'posts → p.md: "cover.image" must be a photo in the posts’ images folder, such as images/cover.jpg',
      { cover: '\n  image: ../../secret.jpg\n  alt: A lake' },
    ],
    [
      'a photo that is not there',
      'posts → p.md: "cover.image" names images/missing.jpg, which is not in posts\'s folder',
      { cover: '\n  image: images/missing.jpg\n  alt: A lake' },
    ],
    ['a yes for true', 'posts → p.md: "draft" must be true or false, not "yes"', { draft: 'yes' }],
    [
      'a publish time without its zone',
      'posts → p.md: "publishAt" must be a date and time such as 2026-12-01T09:00:00+05:30',
      { publishAt: '2026-12-01 09:00' },
    ],
    [
      'front matter that is not YAML',
      'posts → p.md: the front matter between the --- lines is not valid YAML',
      { title: '[unclosed' },
    ],
  ])('%s', (_kind, message, changes) => {
    postFile('p.md', changes);
    expect(read).toThrow(message);
  });

  test('a post without text, and a file named as no address can be', () => {
    postFile('empty.md', {}, '');
    postFile('My Post.md');
    expect(read).toThrow(
      [
        'The posts collection has 2 wrong entries:',
        "  posts → My Post.md: the file's name must be lower-case words joined by hyphens, ending in .md",
        '  posts → empty.md: there is no text after the front matter',
      ].join('\n'),
    );
  });

  test('every wrong entry is named at once; other files of the folder are not entries', () => {
    postFile('one.md', { title: undefined });
    postFile('two.md', { category: 'Poetry' });
    postFile('good.md');
    writeFileSync(path.join(entryFolder(), 'cover.jpg'), 'not a post');
    expect(read).toThrow(/The posts collection has 2 wrong entries:\n {2}posts → one\.md: .*\n {2}posts → two\.md: /);
  });

  test('a draft is checked but left out of the build', () => {
    postFile('draft.md', { draft: 'true' });
    postFile('out.md');
    const posts = readCollection({
      name: 'posts',
      folder: entryFolder(),
      schema: postSchema,
      include: (post) => !post.draft,
    });
    expect(posts.map((post) => post.slug)).toEqual(['out']);
  });
});

describe('the editor at /admin', () => {
  test('offers every field of the schema, required where the schema requires it, and the text', () => {
    const required = (field: z.ZodType) => !field.safeParse(undefined).success;
    expect(editorCollection.folder).toBe('marketing-mfe/content/posts');
    expect(editorCollection.fields.map(({ name, required }) => [name, required])).toEqual([
      ...Object.entries(postSchema.shape).map(([name, field]) => [name, required(field)]),
      ['body', true],
    ]);
  });
});
