import type { Theme } from '@emotion/react';
import type { HeadComponent, LinkComponent } from '@inklined/contracts/remote-modules';
import { routePaths } from '@inklined/contracts/routes';
import { buttonStyle } from '@inklined/design-system/Button';
import { SectionHeading } from '@inklined/design-system/SectionHeading';
import { blogText } from '../../content/blog';

const pageStyle = (theme: Theme) => ({
  maxWidth: '40rem',
  margin: '0 auto',
  padding: `${theme.space.xxl} 1.25rem`,
  textAlign: 'center' as const,
});

/** An unknown post: a plain message and the way to the blog. The server sends it with 404. */
export function PostNotFound({ Link, Head }: { readonly Link: LinkComponent; readonly Head: HeadComponent }) {
  return (
    <div css={pageStyle}>
      <Head
        notFound
        title={blogText.postDocumentTitle(blogText.postNotFound)}
        description={blogText.postNotFoundDescription}
      />
      <SectionHeading
        level={1}
        eyebrow={blogText.postNotFoundEyebrow}
        title={blogText.postNotFound}
        lead={blogText.postNotFoundBody}
      />
      <Link to={routePaths.blog} css={buttonStyle('primary')}>
        {blogText.backToBlog}
      </Link>
    </div>
  );
}
