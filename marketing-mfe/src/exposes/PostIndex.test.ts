import { expect, test } from '@jest/globals';
import { blogPosts } from '../content/blog';
import PostIndex from './PostIndex';

test('the post index the shell reads lists exactly the posts, by id and title', () => {
  expect(PostIndex.posts).toEqual(blogPosts.map(({ id, title }) => ({ id, title })));
  expect(PostIndex.posts).toHaveLength(6);
});
