import { describe, expect, test } from '@jest/globals';
import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { standInPageProps } from '@inklined/stand-ins/stand-ins';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqPage } from './FaqPage';

const question = (name: RegExp) => screen.getByRole('button', { name });

describe('FaqPage', () => {
  test('seven questions in two columns, each a heading with a button that controls its answer', () => {
    render(<FaqPage {...standInPageProps} />, { wrapper: BrandProvider });
    const buttons = screen
      .getAllByRole('button', { expanded: false })
      .concat(screen.getAllByRole('button', { expanded: true }));
    expect(buttons).toHaveLength(7);
    for (const button of buttons) {
      expect(button.closest('h2')).not.toBeNull();
      expect(document.getElementById(button.getAttribute('aria-controls')!)).toHaveAttribute('role', 'region');
    }
    // Two columns: the first four questions in one, the last three in the other.
    const columnOf = (name: RegExp) => question(name).closest('h2')!.parentElement!.parentElement!;
    expect(columnOf(/Who are your writers/).children).toHaveLength(4);
    expect(columnOf(/student discounts/).children).toHaveLength(3);
    expect(columnOf(/student discounts/)).not.toBe(columnOf(/Who are your writers/));
  });

  test('one answer open at a time; clicking the open one closes it', async () => {
    const user = userEvent.setup();
    render(<FaqPage {...standInPageProps} />, { wrapper: BrandProvider });
    expect(question(/Who are your writers/)).toHaveAttribute('aria-expanded', 'true');
    await user.click(question(/student discounts/));
    expect(question(/student discounts/)).toHaveAttribute('aria-expanded', 'true');
    expect(question(/Who are your writers/)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: /student discounts/ })).toHaveTextContent('15%');
    await user.click(question(/student discounts/));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    expect(screen.queryByRole('region', { name: /student discounts/ })).toBeNull();
  });

  test('Contact Support goes to /contact, and the page carries FAQPage structured data', () => {
    render(<FaqPage {...standInPageProps} />, { wrapper: BrandProvider });
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(7);
    expect(data.mainEntity[6]).toMatchObject({
      name: 'Do you offer student discounts?',
      acceptedAnswer: { '@type': 'Answer' },
    });
  });
});
