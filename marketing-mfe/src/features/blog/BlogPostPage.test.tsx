import { describe, expect, test } from '@jest/globals';
import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { standInPageProps } from '@inklined/stand-ins/stand-ins';
import { render, screen } from '@testing-library/react';
import { postText } from '../../content/post-pages';
import { builtPosts } from '../../content/post-list';
import { BlogPostPage } from './BlogPostPage';

function structuredData(): unknown[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );
}

/** The paragraphs of a post's HTML, as text. */
const paragraphs = (html: string) =>
  [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('p')].map((p) => p.textContent ?? '');

describe('BlogPostPage', () => {
  test.each(builtPosts.map((post) => [post.slug, post] as const))(
    '%s: the whole article under its title, with its byline, a way back and a next step',
    (postId, post) => {
      render(<BlogPostPage {...standInPageProps} postId={postId} />, { wrapper: BrandProvider });
      expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
      expect(screen.getByRole('article')).toHaveTextContent(`By ${post.author}`);
      for (const paragraph of paragraphs(postText(postId).now!))
        expect(screen.getByText(paragraph)).toBeInTheDocument();
      // A real article, not a teaser: several hundred words.
      expect(post.words).toBeGreaterThanOrEqual(350);
      expect(screen.getAllByRole('link', { name: /Back to the blog/ })[0]).toHaveAttribute('href', '/blog');
      expect(screen.getByRole('button', { name: 'Speak with an Expert' })).toBeInTheDocument();
      expect(document.title).toBe(`${post.title} | Blog`);
    },
  );

  test('the same page told another post shows that post', () => {
    const { rerender } = render(<BlogPostPage {...standInPageProps} postId="sample-size" />, {
      wrapper: BrandProvider,
    });
    rerender(<BlogPostPage {...standInPageProps} postId="paraphrasing" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Paraphrasing That Passes the Similarity Check Honestly' }),
    ).toBeInTheDocument();
  });

  test('tells search engines it is an Article, with its headline, author and date', () => {
    render(<BlogPostPage {...standInPageProps} postId="sample-size" />, { wrapper: BrandProvider });
    expect(structuredData()).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: 'Sample Size Without Tears',
        datePublished: '2026-09-16',
        author: { '@type': 'Person', name: 'Neha Kulkarni' },
      }),
    ]);
  });

  test('an unknown post: "Post not found", a way back to the blog, marked as a 404, no structured data', () => {
    render(<BlogPostPage {...standInPageProps} postId="no-such-post" />, { wrapper: BrandProvider });
    expect(screen.getByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('data-not-found', '');
    expect(structuredData()).toEqual([]);
  });
});
