import type { Theme } from '@emotion/react';
import { dateText } from '@inklined/brand/date-text';
import type { BlogPostPageProps } from '@inklined/contracts/remote-modules';
import { routePaths } from '@inklined/contracts/routes';
import { buttonStyle } from '@inklined/design-system/Button';
import { bandStyle, containerStyle, mutedTextStyle, readingWidthStyle } from '@inklined/design-system/layout';
import { eyebrowStyle, SectionHeading } from '@inklined/design-system/SectionHeading';
import { openModal } from '@inklined/modal-store/modal-store';
import { blogText, findPost } from '../../content/blog';
import { articleStructuredData } from './article-ld';
import { BlogCover } from './BlogCover';
import { PostNotFound } from './PostNotFound';

const articleStyle = (theme: Theme) => ({
  ...readingWidthStyle,
  margin: '0 auto',
  padding: `${theme.space.xl} 1.5rem ${theme.space.xxl}`,
});
const backStyle = (theme: Theme) => ({
  display: 'inline-block',
  marginBottom: theme.space.lg,
  fontWeight: 600,
});
const titleStyle = (theme: Theme) => ({ margin: `0 0 ${theme.space.md}`, fontSize: theme.fontSizes.h1 });
const metaStyle = (theme: Theme) => ({ ...mutedTextStyle(theme), fontSize: theme.fontSizes.small });
const coverStyle = (theme: Theme) => ({
  margin: `${theme.space.lg} 0`,
  borderRadius: theme.radii.lg,
  overflow: 'hidden',
  border: `1px solid ${theme.colors.border}`,
});
const leadStyle = (theme: Theme) => ({ fontSize: theme.fontSizes.lead, color: theme.colors.inkMuted });
const bodyStyle = { '& p': { margin: '0 0 1.15rem' } };
const actionsStyle = { display: 'flex', gap: '0.75rem', flexWrap: 'wrap' as const, justifyContent: 'center' };

/** /blog/{postId}: the whole post on its own page, with its way back and the site's next step. */
export function BlogPostPage({ Link, Head, postId }: BlogPostPageProps) {
  const post = findPost(postId);

  if (!post) return <PostNotFound Link={Link} Head={Head} />;

  return (
    <>
      <article css={articleStyle} aria-labelledby="post-title">
        <Head
          title={blogText.postDocumentTitle(post.title)}
          description={post.excerpt}
          structuredData={[articleStructuredData(post)]}
        />
        <Link to={routePaths.blog} css={backStyle}>
          <span aria-hidden="true">← </span>
          {blogText.backToBlog}
        </Link>
        <p css={eyebrowStyle(false)}>{post.category}</p>
        <h1 id="post-title" css={titleStyle}>
          {post.title}
        </h1>
        <p css={metaStyle}>
          {blogText.byline} {post.author} · <time dateTime={post.date}>{dateText(post.date)}</time> · {post.readTime}
        </p>
        <div css={coverStyle}>
          <BlogCover image={post.image} />
        </div>
        <p css={leadStyle}>{post.excerpt}</p>
        <div css={bodyStyle}>
          {post.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </article>
      <section css={bandStyle('paper')} aria-labelledby="post-next-heading">
        <div css={containerStyle}>
          <SectionHeading id="post-next-heading" title={blogText.nextHeading} lead={blogText.nextLead} />
          <div css={actionsStyle}>
            <button type="button" css={buttonStyle('primary')} onClick={() => openModal('expert')}>
              {blogText.nextButton}
            </button>
            <Link to={routePaths.blog} css={buttonStyle('secondary')}>
              {blogText.backToBlog}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
