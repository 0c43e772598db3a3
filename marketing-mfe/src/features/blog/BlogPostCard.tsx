import type { Theme } from '@emotion/react';
import { dateText } from '@inklined/brand/date-text';
import type { LinkComponent } from '@inklined/contracts/remote-modules';
import { blogPostPath } from '@inklined/contracts/routes';
import { useId } from 'react';
import { blogText, readTime, type BlogPost } from '../../content/blog';
import { buttonStyle } from '@inklined/design-system/Button';
import { visuallyHidden } from '@inklined/design-system/tokens';
import { BlogCover } from './BlogCover';
import { mutedTextStyle } from '@inklined/design-system/layout';

const cardStyle = (theme: Theme) => ({
  display: 'flex',
  flexDirection: 'column' as const,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadow,
  overflow: 'hidden',
});
const bodyStyle = {
  display: 'flex',
  flexDirection: 'column' as const,
  gap: '0.75rem',
  padding: '1.25rem 1.5rem 1.5rem',
  flex: 1,
};
const categoryStyle = (theme: Theme) => ({
  alignSelf: 'flex-start',
  padding: '0.15rem 0.7rem',
  borderRadius: theme.radii.pill,
  background: theme.colors.highlightSurface,
  color: theme.colors.highlightInk,
  fontSize: theme.fontSizes.small,
  fontWeight: 650,
});
const titleStyle = { margin: 0, fontSize: '1.3rem' };
const metaStyle = (theme: Theme) => ({ margin: 0, color: theme.colors.inkMuted, fontSize: theme.fontSizes.small });
const moreStyle = (theme: Theme) => ({
  ...buttonStyle('secondary')(theme),
  alignSelf: 'flex-start',
  marginTop: 'auto',
});

/** One post: cover, category, title, excerpt, author, date and reading time; Read More opens its page. */
export function BlogPostCard({ post, Link }: { readonly post: BlogPost; readonly Link: LinkComponent }) {
  const fullId = useId();
  return (
    // Focusable from script: Load More moves the focus to the first post it brought.
    <article css={cardStyle} aria-labelledby={`${fullId}-title`} tabIndex={-1}>
      <BlogCover image={post.cover} />
      <div css={bodyStyle}>
        <span css={categoryStyle}>{post.category}</span>
        <h2 id={`${fullId}-title`} css={titleStyle}>
          {post.title}
        </h2>
        <p css={mutedTextStyle}>{post.excerpt}</p>
        <p css={metaStyle}>
          {post.author} · <time dateTime={post.date}>{dateText(post.date)}</time> · {readTime(post)}
        </p>
        {/* "Read More" alone says nowhere: screen readers get the post's title in the link's name,
            and search engines, which read the link's text (Lighthouse's link-text), get it hidden
            from sight in the text itself. */}
        <Link to={blogPostPath(post.slug)} css={moreStyle} aria-label={blogText.readMoreLabel(post.title)}>
          {blogText.readMore}
          <span css={visuallyHidden}>: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
