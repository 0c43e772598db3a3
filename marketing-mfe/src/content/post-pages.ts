import { isPublished } from '@inklined/contracts/content-dates';
import type { TextSource } from '@inklined/design-system/EntryText';
import type { BlogPost } from './blog';
import { builtPosts } from './post-list';
import texts from './post-texts.collection';

/** The post with this slug, if it is out at `now`: its text is `postText`'s. */
export function findPost(slug: string, now: number): BlogPost | undefined {
  const post = builtPosts.find((entry) => entry.slug === slug);
  return post && isPublished(post, now) ? post : undefined;
}

/** A built post's text (HTML): at hand on the server, its own file in the browser. */
export function postText(slug: string): TextSource<string> {
  const text = texts[slug];
  if (!text) throw new Error(`No text for the post "${slug}"`);
  return text;
}
