import { describe, expect, test } from '@jest/globals';
import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { render, screen } from '@testing-library/react';
import { Stars } from './Stars';

/** How many stars each path of the drawing draws, the filled path first. */
function starsDrawn(drawing: Element) {
  return [...drawing.querySelectorAll('path')].map((path) => ({
    filled: path.getAttribute('fill') === 'currentColor',
    stars: (path.getAttribute('d')!.match(/M/g) ?? []).length,
  }));
}

describe('Stars', () => {
  test('five filled stars in one drawing, read as the rating', () => {
    render(<Stars rating={5} />, { wrapper: BrandProvider });
    const drawing = screen.getByRole('img', { name: 'Rated 5 out of 5' });
    expect(drawing.tagName.toLowerCase()).toBe('svg');
    expect(starsDrawn(drawing)).toEqual([{ filled: true, stars: 5 }]);
  });

  test('a lower rating: as many filled, the rest outlined', () => {
    render(<Stars rating={3} />, { wrapper: BrandProvider });
    expect(starsDrawn(screen.getByRole('img', { name: 'Rated 3 out of 5' }))).toEqual([
      { filled: true, stars: 3 },
      { filled: false, stars: 2 },
    ]);
  });
});
