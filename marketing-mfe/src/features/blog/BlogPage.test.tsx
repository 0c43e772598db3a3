import { describe, expect, test } from '@jest/globals';
import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { standInPageProps } from '@inklined/stand-ins/stand-ins';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlogPage } from './BlogPage';

const titles = () => screen.getAllByRole('article').map((article) => article.querySelector('h2')!.textContent);

describe('BlogPage', () => {
  test('shows three posts, then Load More shows the rest, goes away and hands the focus on', async () => {
    render(<BlogPage {...standInPageProps} />, { wrapper: BrandProvider });
    expect(titles()).toHaveLength(3);
    expect(screen.getByText('Showing 3 of 6 posts')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load More' }));
    expect(titles()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    // The button is gone: the focus goes on from the first post it brought.
    expect(screen.getAllByRole('article')[3]).toHaveFocus();
  });

  test('each post has its category, author, date and reading time, and an illustration with alt text', () => {
    render(<BlogPage {...standInPageProps} />, { wrapper: BrandProvider });
    const first = screen.getAllByRole('article')[0]!;
    expect(first).toHaveTextContent('Academic Writing');
    expect(first).toHaveTextContent('Dr. Kavita Menon · 28 October 2026 · 2 min read');
    expect(screen.getByRole('img', { name: 'A quotation mark over lines of text' })).toBeInTheDocument();
  });

  test('the category buttons filter the posts; All brings them back', async () => {
    const user = userEvent.setup();
    render(<BlogPage {...standInPageProps} />, { wrapper: BrandProvider });
    await user.click(screen.getByRole('button', { name: 'Research Methods' }));
    expect(screen.getByRole('button', { name: 'Research Methods' })).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toEqual(['Sample Size Without Tears', 'From Curiosity to a Researchable Question']);
    expect(screen.getByText('Showing 2 of 2 posts')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Presentations' }));
    expect(titles()).toEqual(['Ten Slides for a Calm Thesis Defence']);
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(titles()).toHaveLength(3);
  });

  test("Read More goes to the post's own page", () => {
    render(<BlogPage {...standInPageProps} />, { wrapper: BrandProvider });
    const readMore = screen.getByRole('link', { name: 'Read More: How to Write a Thesis Statement That Holds Up' });
    expect(readMore).toHaveAttribute('href', '/blog/thesis-statement');
    expect(readMore).toHaveTextContent('Read More');
    // The card no longer holds the whole post.
    expect(screen.queryByText(/A thesis statement is not a topic/)).toBeNull();
  });

  test("the newsletter box is forms-mfe's form, embedded through the shell", () => {
    render(<BlogPage {...standInPageProps} />, { wrapper: BrandProvider });
    expect(screen.getByRole('region', { name: 'forms/NewsletterForm' })).toBeInTheDocument();
  });
});
