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
    expect(first).toHaveTextContent('Dr. Kavita Menon · 28 October 2026 · 6 min read');
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

  test('Read More opens the whole post in place, and Read Less closes it', async () => {
    const user = userEvent.setup();
    render(<BlogPage {...standInPageProps} />, { wrapper: BrandProvider });
    const [readMore] = screen.getAllByRole('button', { name: 'Read More' });
    expect(screen.getByText(/A thesis statement is not a topic/)).not.toBeVisible();
    await user.click(readMore!);
    expect(screen.getByText(/A thesis statement is not a topic/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Read Less' }));
    expect(screen.getByText(/A thesis statement is not a topic/)).not.toBeVisible();
  });

  test("the newsletter box is forms-mfe's form, embedded through the shell", () => {
    render(<BlogPage {...standInPageProps} />, { wrapper: BrandProvider });
    expect(screen.getByRole('region', { name: 'forms/NewsletterForm' })).toBeInTheDocument();
  });
});
