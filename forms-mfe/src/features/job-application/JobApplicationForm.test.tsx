import { describe, expect, test } from '@jest/globals';
import { BrandProvider } from '@inklined/brand/BrandProvider';
import { render, screen } from '@testing-library/react';
import { JobApplicationForm } from './JobApplicationForm';

describe('JobApplicationForm', () => {
  test('names the role and has the fields of an application, the resume included', () => {
    render(<JobApplicationForm roleTitle="Medical Writing Specialist" />, { wrapper: BrandProvider });
    expect(screen.getByRole('form', { name: 'Apply for Medical Writing Specialist' })).toBeVisible();
    for (const label of [
      'First Name',
      'Last Name',
      'Email',
      'Phone (optional)',
      'Years of Experience',
      'Cover Letter',
    ]) {
      expect(screen.getByRole('textbox', { name: label })).toBeVisible();
    }
    expect(screen.getByLabelText(/Resume/)).toHaveAttribute('accept', '.pdf,.doc,.docx');
  });
});
