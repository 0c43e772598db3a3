import { isPublished } from '@inklined/contracts/content-dates';
import posts from './posts.collection';

/** A post with its text, for its own page. */
export type PostWithText = (typeof posts)[number];

/** The post with this slug and its text, if it is out at `now`. */
export function findPost(slug: string, now: number): PostWithText | undefined {
  const post = posts.find((entry) => entry.slug === slug);
  return post && isPublished(post, now) ? post : undefined;
}
