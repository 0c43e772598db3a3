import { isPublished } from '@inklined/contracts/content-dates';
import { newestFirst, type BlogPost } from './blog';
import summaries from './post-summaries.collection';

/** Every post built, newest first; one with a publish time still to come is among them. */
export const builtPosts: readonly BlogPost[] = newestFirst(summaries);

/** The posts out at `now`, newest first: the blog's listing. */
export function publishedPosts(now: number): readonly BlogPost[] {
  return builtPosts.filter((post) => isPublished(post, now));
}
