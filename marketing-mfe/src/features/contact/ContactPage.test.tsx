import { describe, expect, test } from '@jest/globals';
import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { chatGreeting } from '@inklined/brand/site-facts';
import { standInPageProps } from '@inklined/stand-ins/stand-ins';
import { render, screen, within } from '@testing-library/react';
import { ContactPage } from './ContactPage';

describe('ContactPage', () => {
  test("embeds forms-mfe's contact form through the shell", () => {
    render(<ContactPage {...standInPageProps} />, { wrapper: BrandProvider });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'forms/ContactForm' })).toBeVisible();
  });

  test('OPEN CHAT opens the messaging app with the greeting prefilled, in a new tab; call and e-mail are links', () => {
    render(<ContactPage {...standInPageProps} />, { wrapper: BrandProvider });
    const chat = screen.getByRole('link', { name: /OPEN CHAT/ });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(new URL(chat.getAttribute('href')!).searchParams.get('text')).toBe(chatGreeting);
    expect(screen.getByRole('link', { name: 'CALL NOW' })).toHaveAttribute('href', 'tel:+919811045672');
    expect(screen.getByRole('link', { name: 'SEND E-MAIL' })).toHaveAttribute(
      'href',
      'mailto:contact@criticallyinklined.com',
    );
  });

  test('lists the offices in India and abroad, and the New Delhi office with its hours', () => {
    render(<ContactPage {...standInPageProps} />, { wrapper: BrandProvider });
    const offices = within(screen.getByRole('region', { name: 'Our Offices' }));
    expect(offices.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ahmedabad',
      'Mumbai',
      'Bengaluru',
      'New Delhi',
      'Kolkata',
      'Hyderabad',
      'Chennai',
      'Malaysia',
      'Dubai',
      'Singapore',
    ]);
    const info = within(screen.getByRole('complementary', { name: 'Contact Information' }));
    expect(info.getByText('New Delhi, India')).toBeVisible();
    expect(info.getByText('Monday to Saturday, 10:00 AM to 7:00 PM IST')).toBeVisible();
  });
});
