import path from 'node:path';
import { defineCollection } from '@inklined/content/define-collection';
import { postSchema } from './post-schema';

/**
 * The blog's posts: every Markdown file of marketing-mfe/content/posts, read, checked and turned
 * into HTML when marketing-mfe is built (drafts left out). Adding a file is all a post needs.
 */
export default defineCollection({
  name: 'posts',
  folder: path.join(__dirname, '..', '..', 'content', 'posts'),
  schema: postSchema,
  include: (post) => !post.draft,
});
