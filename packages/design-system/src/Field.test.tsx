import { describe, expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { BrandProvider } from './BrandProvider';
import { controlStyle, Field } from './Field';

describe('Field', () => {
  test('ties the control to its label, hint and error, and says it is invalid', () => {
    render(
      <Field
        id="email"
        label="Email"
        need="(required)"
        hint="We reply from our own address."
        error="Please enter a valid email"
      >
        {(control) => <input {...control} css={controlStyle} />}
      </Field>,
      { wrapper: BrandProvider },
    );
    const input = screen.getByRole('textbox', { name: 'Email (required)' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We reply from our own address. Please enter a valid email');
  });

  test('without an error the control is not marked invalid and describes only its hint', () => {
    render(
      <Field id="name" label="Name" hint="As it should appear in the reply.">
        {(control) => <input {...control} css={controlStyle} />}
      </Field>,
      { wrapper: BrandProvider },
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('As it should appear in the reply.');
  });

  test('with neither hint nor error the control has no description', () => {
    render(
      <Field id="plain" label="Plain">
        {(control) => <input {...control} />}
      </Field>,
      { wrapper: BrandProvider },
    );
    expect(screen.getByRole('textbox', { name: 'Plain' })).not.toHaveAttribute('aria-describedby');
  });
});
