import { describe, expect, test } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { BrandProvider } from './BrandProvider';
import { Button } from './Button';
import { PriceCard, priceCardListStyle } from './PriceCard';

describe('PriceCard', () => {
  test('a tier is a list item with its title, price, features and one action', () => {
    render(
      <ul css={priceCardListStyle(3)}>
        <PriceCard
          title="Basic"
          price="$100"
          features={['1 article', '7 days']}
          action={<Button>Get Started</Button>}
        />
        <PriceCard
          tone="featured"
          title="Standard"
          price="$400"
          features={['3 articles']}
          action={<Button variant="inverse">Get Started</Button>}
        />
      </ul>,
      { wrapper: BrandProvider },
    );
    const [basic, standard] = screen
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'UL' && item.querySelector('h3'));
    expect(within(basic!).getByRole('heading', { level: 3, name: 'Basic' })).toBeInTheDocument();
    expect(basic).toHaveTextContent('$100');
    expect(
      within(basic!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 article', '7 days']);
    expect(within(basic!).getAllByRole('button', { name: 'Get Started' })).toHaveLength(1);
    expect(within(standard!).getByRole('heading', { name: 'Standard' })).toBeInTheDocument();
    // The cards take their rows from the list, so their lines align.
    expect(getComputedStyle(basic!).gridTemplateRows).toBe('subgrid');
  });
});
