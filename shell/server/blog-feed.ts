import { Feed } from 'feed';
import { blogFeedTitle, siteName } from '@inklined/brand/site-facts';
import type { PostIndex, PostSummary } from '@inklined/contracts/remote-modules';
import { blogFeedPath, blogPostPath, routePaths } from '@inklined/contracts/routes';
import { isPublished } from '@inklined/contracts/content-dates';
import { isPostIndex } from './remote-indexes';

/** How many of the newest posts the feed carries: readers keep what they have already read. */
const maxEntries = 50;

/** Midday UTC of a post's day: the same day in every zone a reader may be in. */
const dayOf = (date: string | undefined) => (date ? new Date(`${date}T12:00:00Z`) : undefined);

function entry(origin: string, post: PostSummary) {
  const url = origin + blogPostPath(post.id);
  const day = dayOf(post.date) ?? new Date(0);
  const published = post.publishAt ? new Date(post.publishAt) : day;
  return {
    id: url,
    link: url,
    title: post.title,
    description: post.excerpt,
    // Atom's updated: never before the post came out.
    date: published > day ? published : day,
    published,
    author: post.author ? [{ name: post.author }] : undefined,
  };
}

/**
 * The blog's Atom feed: every post out at `now`, newest first, each with its title, address,
 * date, author and summary. Undefined while marketing cannot say which posts exist: a feed
 * without them would tell readers there are none.
 */
export function blogFeedXml(origin: string, index: unknown, now: number): string | undefined {
  if (!isPostIndex(index)) return undefined;
  const posts = [...(index as PostIndex).posts]
    .filter((post) => isPublished(post, now))
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))
    .slice(0, maxEntries);
  const feed = new Feed({
    id: origin + routePaths.blog,
    link: origin + routePaths.blog,
    title: blogFeedTitle,
    language: 'en',
    copyright: `© ${siteName}`,
    updated: dayOf(posts[0]?.date) ?? new Date(0),
    feedLinks: { atom: origin + blogFeedPath },
    author: { name: siteName, link: origin },
  });
  for (const post of posts) feed.addItem(entry(origin, post));
  return feed.atom1();
}
