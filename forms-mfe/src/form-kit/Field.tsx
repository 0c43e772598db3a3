import { Field as DesignField, type ControlProps } from '@inklined/design-system/Field';
import type { ReactNode } from 'react';
import { formText } from '../content/form-text';

export type { ControlProps };

interface FieldProps {
  readonly id: string;
  readonly label: string;
  /** Shown beside the label: "(required)" or "(optional)". */
  readonly need?: 'required' | 'optional';
  readonly hint?: ReactNode;
  readonly error?: string;
  readonly children: (control: ControlProps) => ReactNode;
}

/** The design system's field, saying "(required)" or "(optional)" in the forms' words. */
export function Field({ need, ...rest }: FieldProps) {
  return <DesignField need={need && formText[need]} {...rest} />;
}
