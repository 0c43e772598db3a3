import type { Theme } from '@emotion/react';
import { dateText } from '@inklined/brand/date-text';
import type { BlogPostPageProps } from '@inklined/contracts/remote-modules';
import { routePaths } from '@inklined/contracts/routes';
import { mutedTextStyle, readingWidthStyle } from '@inklined/design-system/layout';
import { eyebrowStyle } from '@inklined/design-system/SectionHeading';
import { inlineSignStyle, SignIcon } from '@inklined/design-system/SignIcon';
import { EntryTextStatus, useEntryText } from '@inklined/design-system/EntryText';
import { useState } from 'react';
import { blogText, readTime } from '../../content/blog';
import { findPost, postText } from '../../content/post-pages';
import { articleStructuredData } from './article-ld';
import { BlogCover } from './BlogCover';
import { NextStepBand } from '../../ui/NextStepBand';
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
const bodyStyle = (theme: Theme) => ({
  '& p, & ul, & ol, & blockquote': { margin: '0 0 1.15rem' },
  '& h2, & h3': { margin: `${theme.space.lg} 0 ${theme.space.sm}` },
  '& h2': { fontSize: theme.fontSizes.h3 },
  '& li + li': { marginTop: theme.space.xs },
  '& blockquote': { paddingInlineStart: theme.space.md, borderInlineStart: `4px solid ${theme.colors.border}` },
});

/** The post's text as the server wrote it into this page: what hydration must find again. */
const textOnPage = (slug: string) => document.querySelector(`[data-text-of="${slug}"]`)?.innerHTML;

/** /blog/{postId}: the whole post on its own page, with its way back and the site's next step. */
export function BlogPostPage({ Link, Head, postId }: BlogPostPageProps) {
  // The clock read once, when the page first renders (on the server, then as it hydrates): the
  // same answer on both; another post shown in this page is looked up by the same moment.
  const [now] = useState(Date.now);
  const post = findPost(postId, now);
  const text = useEntryText(post && postText(post.slug), () => post && textOnPage(post.slug));

  if (!post) return <PostNotFound Link={Link} Head={Head} />;

  return (
    <>
      <article css={articleStyle} aria-labelledby="post-title">
        <Head
          title={blogText.postDocumentTitle(post.title)}
          description={post.excerpt}
          structuredData={[articleStructuredData(post)]}
          feed={blogText.feed}
        />
        <Link to={routePaths.blog} css={backStyle}>
          <SignIcon sign="back" size="1em" css={inlineSignStyle} />
          {blogText.backToBlog}
        </Link>
        <p css={eyebrowStyle(false)}>{post.category}</p>
        <h1 id="post-title" css={titleStyle}>
          {post.title}
        </h1>
        <p css={metaStyle}>
          {blogText.byline} {post.author} · <time dateTime={post.date}>{dateText(post.date)}</time> · {readTime(post)}
        </p>
        <div css={coverStyle}>
          <BlogCover image={post.cover} eager />
        </div>
        <p css={leadStyle}>{post.excerpt}</p>
        {text.text === undefined ? (
          <EntryTextStatus entry={text} labels={blogText.postText} />
        ) : (
          // The post's Markdown, made HTML when marketing-mfe was built, without raw HTML (@inklined/content).
          <div css={bodyStyle} data-text-of={post.slug} dangerouslySetInnerHTML={{ __html: text.text }} />
        )}
      </article>
      <NextStepBand
        id="post-next-heading"
        tone="paper"
        Link={Link}
        step={{
          heading: blogText.nextHeading,
          lead: blogText.nextLead,
          expertButton: blogText.nextButton,
          link: { to: routePaths.blog, label: blogText.backToBlog },
        }}
      />
    </>
  );
}
