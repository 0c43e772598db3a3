import { expect, test } from '@jest/globals';
import PostIndex from './PostIndex';

test('the post index the shell reads lists every post file, newest first, with its date as lastmod', () => {
  expect(PostIndex.posts.map(({ id, lastmod }) => `${lastmod} ${id}`)).toEqual([
    '2026-10-28 thesis-statement',
    '2026-10-14 defence-slides',
    '2026-09-30 literature-review-map',
    '2026-09-16 sample-size',
    '2026-08-29 paraphrasing',
    '2026-08-12 research-questions',
  ]);
  expect(PostIndex.posts[0]).toEqual({
    id: 'thesis-statement',
    title: 'How to Write a Thesis Statement That Holds Up',
    lastmod: '2026-10-28',
    date: '2026-10-28',
    author: 'Dr. Kavita Menon',
    excerpt:
      'A good thesis statement makes a claim someone could disagree with. Here is how to find yours and test it.',
  });
});
