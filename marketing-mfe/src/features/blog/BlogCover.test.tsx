import { describe, expect, test } from '@jest/globals';
import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { render, screen } from '@testing-library/react';
import { BlogCover } from './BlogCover';

const picture = {
  width: 1440,
  height: 810,
  avif: '/assets/lake-480.avif 480w, /assets/lake-1440.avif 1440w',
  webp: '/assets/lake-480.webp 480w, /assets/lake-1440.webp 1440w',
  src: '/assets/lake-960.jpg',
};

describe('BlogCover', () => {
  test('a photo: AVIF, then WebP, then JPEG, its shape set so the page keeps its place', () => {
    const { container } = render(
      <BlogCover image={{ image: 'images/lake.jpg', alt: 'A lake at dawn', picture } as never} eager />,
      { wrapper: BrandProvider },
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset')])).toEqual([
      ['image/avif', picture.avif],
      ['image/webp', picture.webp],
    ]);
    const image = screen.getByRole('img', { name: 'A lake at dawn' });
    expect(image).toHaveAttribute('src', '/assets/lake-960.jpg');
    expect(image).toHaveAttribute('width', '1440');
    expect(image).toHaveAttribute('height', '810');
    // The post's own cover is its largest picture: fetched at once, not when scrolled to.
    expect(image).toHaveAttribute('loading', 'eager');
  });

  test("a card's photo waits until it is near the screen", () => {
    render(<BlogCover image={{ image: 'images/lake.jpg', alt: 'A lake', picture } as never} />, {
      wrapper: BrandProvider,
    });
    expect(screen.getByRole('img', { name: 'A lake' })).toHaveAttribute('loading', 'lazy');
  });

  test('a drawing is the site’s own, named by its description', () => {
    render(<BlogCover image={{ motif: 'chart', alt: 'A bar chart' }} />, { wrapper: BrandProvider });
    expect(screen.getByRole('img', { name: 'A bar chart' }).tagName.toLowerCase()).toBe('svg');
  });
});
