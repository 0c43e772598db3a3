import { describe, expect, test } from '@jest/globals';
import { BrandProvider } from '@inklined/brand/BrandProvider';
import { standInPageProps } from '@inklined/stand-ins/stand-ins';
import { render, screen } from '@testing-library/react';
import { ContactPage } from './ContactPage';

describe('ContactPage', () => {
  test("embeds forms-mfe's contact form through the shell", () => {
    render(<ContactPage {...standInPageProps} />, { wrapper: BrandProvider });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'forms/ContactForm' })).toBeVisible();
  });
});
