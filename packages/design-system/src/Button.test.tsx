import { describe, expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { BrandProvider } from './BrandProvider';
import { Button } from './Button';

describe('Button', () => {
  test('is a plain button unless told otherwise, so it never submits a form by accident', () => {
    render(<Button>Get Started</Button>, { wrapper: BrandProvider });
    expect(screen.getByRole('button', { name: 'Get Started' })).toHaveAttribute('type', 'button');
  });

  test('a submit button says it is busy and stays in the tab order while the form sends', () => {
    render(
      <Button type="submit" aria-disabled="true" aria-busy="true">
        SENDING...
      </Button>,
      { wrapper: BrandProvider },
    );
    const button = screen.getByRole('button', { name: 'SENDING...' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
  });

  test('the variants look different', () => {
    render(
      <>
        <Button variant="primary">One</Button>
        <Button variant="secondary">Two</Button>
        <Button variant="quiet">Three</Button>
        <Button variant="inverse">Four</Button>
      </>,
      { wrapper: BrandProvider },
    );
    const classes = ['One', 'Two', 'Three', 'Four'].map((name) => screen.getByRole('button', { name }).className);
    expect(new Set(classes).size).toBe(4);
  });
});
