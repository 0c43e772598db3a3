import { describe, expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Banner } from './Banner';
import { BrandProvider } from './BrandProvider';

describe('Banner', () => {
  test('shows its title and text; its icon is hidden from screen readers', () => {
    const { container } = render(
      <Banner tone="success" title="Thank you!">
        <p>Your message has been sent.</p>
      </Banner>,
      { wrapper: BrandProvider },
    );
    expect(screen.getByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByText('Your message has been sent.')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  test('each tone has its own look', () => {
    render(
      <>
        <Banner tone="success">a</Banner>
        <Banner tone="danger">b</Banner>
        <Banner tone="info">c</Banner>
      </>,
      { wrapper: BrandProvider },
    );
    const classes = ['a', 'b', 'c'].map((text) => screen.getByText(text).closest('div')!.parentElement!.className);
    expect(new Set(classes).size).toBe(3);
  });
});
