import { describe, expect, test } from '@jest/globals';
import { BrandProvider } from '@inklined/brand/BrandProvider';
import { render, screen } from '@testing-library/react';
import { ContactForm } from './ContactForm';

describe('ContactForm', () => {
  test('has its heading and the six fields of the contact page form', () => {
    render(<ContactForm />, { wrapper: BrandProvider });
    expect(screen.getByRole('form', { name: 'Send Us a Message' })).toBeVisible();
    for (const label of ['Name', 'Email', 'Phone', 'Subject', 'Message']) {
      expect(screen.getByRole('textbox', { name: label })).toBeVisible();
    }
    expect(screen.getByRole('combobox', { name: 'Service' })).toBeVisible();
  });
});
