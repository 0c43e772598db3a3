import { blogFeedTitle, replyPromise } from '@inklined/brand/site-facts';
import { codeUnitOrder } from '@inklined/contracts/content-dates';
import { blogFeedPath } from '@inklined/contracts/routes';
import type summaries from './post-summaries.collection';

export const blogText = {
  documentTitle: 'Blog',
  /** The feed's name in a reader's list of feeds to follow. */
  feed: { title: blogFeedTitle, path: blogFeedPath },
  description:
    'Practical notes on academic writing, presentations, thesis writing and research methods from the Critically Inklined team.',
  title: 'Our Blog',
  lead: 'Practical notes on academic writing, presentations, thesis writing and research methods.',
  categoriesLabel: 'Filter posts by category',
  all: 'All',
  readMore: 'Read More',
  /** A Read More's name for screen readers, which hear many of them in a row. */
  readMoreLabel: (title: string) => `Read More: ${title}`,
  postDocumentTitle: (title: string) => `${title} | Blog`,
  backToBlog: 'Back to the blog',
  /** A post reached by a link in the site loads its text. */
  postText: {
    loading: 'Loading the post…',
    failed: 'The rest of this post could not be loaded.',
    retry: 'Retry',
  },
  byline: 'By',
  postNotFound: 'Post not found',
  postNotFoundEyebrow: 'Blog',
  postNotFoundBody: 'This post does not exist or has moved. The blog has every post we have published.',
  postNotFoundDescription: 'The blog post you asked for does not exist.',
  nextHeading: 'Want an expert to look at your work?',
  nextLead: `Tell us about your project and we will reply ${replyPromise} with a plan and a price.`,
  nextButton: 'Speak with an Expert',
  loadMore: 'Load More',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} posts`,
  noPosts: 'No posts in this category yet.',
  newsletterHeading: 'Get new posts by e-mail',
  newsletterLead: 'One e-mail when a new post is out. No spam; unsubscribe with a reply.',
} as const;

export { blogCategories, type BlogCategory } from './post-fields';

/** A post as the listing reads it: its front matter, slug and words (post-summaries.collection.ts). */
export type BlogPost = (typeof summaries)[number];

/** Words a reader reads in a minute: the rate most read-time estimates take for prose. */
const wordsPerMinute = 200;

/** "3 min read", from the post's own words, so the figure follows the text when it changes. */
export function readTime(post: Pick<BlogPost, 'words'>): string {
  return `${Math.max(1, Math.round(post.words / wordsPerMinute))} min read`;
}

/** How many posts show before "Load More". */
export const postsPerPage = 3;

/** Posts newest first, the same order everywhere. */
export function newestFirst<P extends Pick<BlogPost, 'date' | 'slug'>>(posts: readonly P[]): P[] {
  return [...posts].sort((a, b) => codeUnitOrder(b.date, a.date) || codeUnitOrder(a.slug, b.slug));
}
