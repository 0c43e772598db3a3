import type { Theme } from '@emotion/react';
import type { RemotePageProps } from '@inklined/contracts/remote-modules';
import { useEffect, useRef, useState } from 'react';
import { blogCategories, blogText, postsPerPage, type BlogCategory } from '../../content/blog';
import { publishedPosts } from '../../content/post-list';
import { buttonStyle, chipStyle } from '@inklined/design-system/Button';
import {
  bandStyle,
  cardGridStyle,
  containerStyle,
  mutedTextStyle,
  plainListStyle,
} from '@inklined/design-system/layout';
import { PageIntroHeader } from '../../ui/PageIntroHeader';
import { BlogPostCard } from './BlogPostCard';

type Filter = 'All' | BlogCategory;

const filtersStyle = {
  ...plainListStyle,
  display: 'flex',
  flexWrap: 'wrap' as const,
  justifyContent: 'center',
  gap: '0.5rem',
  marginBottom: '2rem',
};
const moreRowStyle = { display: 'grid', justifyItems: 'center', gap: '0.75rem', marginTop: '2rem' };
const newsletterStyle = (theme: Theme) => ({
  maxWidth: '40rem',
  margin: '0 auto',
  padding: '2rem',
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
});

/**
 * The blog (spec section 2). The original's controls did nothing; here the categories filter,
 * Load More shows the next posts, Read More opens a post in place, and the newsletter box sends
 * the address (README, differences).
 */
export function BlogPage({ Head, Embed, Link }: RemotePageProps) {
  const [filter, setFilter] = useState<Filter>('All');
  const [shown, setShown] = useState(postsPerPage);
  // Decided when the page renders (on the server, then when it hydrates): a scheduled post comes out by itself.
  const [now] = useState(Date.now);
  const published = publishedPosts(now);
  const posts = filter === 'All' ? published : published.filter((post) => post.category === filter);
  const visible = posts.slice(0, shown);

  const choose = (next: Filter) => {
    setFilter(next);
    setShown(postsPerPage);
  };
  // Load More goes away once every post shows: the focus moves on to the first post it brought,
  // instead of dropping to the page's start.
  const listRef = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | undefined>(undefined);
  const loadMore = () => {
    firstNew.current = shown;
    setShown(shown + postsPerPage);
  };
  useEffect(() => {
    if (firstNew.current === undefined) return;
    listRef.current?.querySelectorAll('article')[firstNew.current]?.focus();
    firstNew.current = undefined;
  }, [shown]);

  return (
    <>
      <Head title={blogText.documentTitle} description={blogText.description} feed={blogText.feed} />
      <PageIntroHeader intro={blogText} />
      <section css={bandStyle('paper')} aria-label={blogText.title}>
        <div css={containerStyle}>
          <ul css={filtersStyle} aria-label={blogText.categoriesLabel}>
            {(['All', ...blogCategories] as const).map((category) => (
              <li key={category}>
                <button
                  type="button"
                  css={chipStyle}
                  aria-pressed={filter === category}
                  onClick={() => choose(category)}
                >
                  {category}
                </button>
              </li>
            ))}
          </ul>
          {visible.length === 0 ? (
            <p css={mutedTextStyle}>{blogText.noPosts}</p>
          ) : (
            <ul ref={listRef} css={[plainListStyle, cardGridStyle(3)]}>
              {visible.map((post) => (
                <li key={post.slug} css={{ display: 'flex' }}>
                  <BlogPostCard post={post} Link={Link} />
                </li>
              ))}
            </ul>
          )}
          <div css={moreRowStyle}>
            <p css={mutedTextStyle} role="status">
              {blogText.showing(visible.length, posts.length)}
            </p>
            {visible.length < posts.length && (
              <button type="button" css={buttonStyle('primary')} onClick={loadMore}>
                {blogText.loadMore}
              </button>
            )}
          </div>
        </div>
      </section>
      <section css={bandStyle('plain')} aria-labelledby="newsletter-heading">
        <div css={containerStyle}>
          <div css={newsletterStyle}>
            <h2 id="newsletter-heading">{blogText.newsletterHeading}</h2>
            <p css={mutedTextStyle}>{blogText.newsletterLead}</p>
            <Embed id="forms/NewsletterForm" props={{}} />
          </div>
        </div>
      </section>
    </>
  );
}
