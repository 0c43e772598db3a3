import type { ReactNode } from 'react';
import { get, type Path, type RegisterOptions, type UseFormRegisterReturn } from 'react-hook-form';
import { Field, type ControlProps } from './Field';
import type { FieldHost, FormValues } from './use-email-form';

export interface FieldOf<V extends FormValues> {
  readonly of: FieldHost<V>;
  readonly name: Path<V>;
  readonly label: string;
  /** Said beside the label; a form's one field (the newsletter's) needs neither word. */
  readonly need?: 'required' | 'optional';
}

/** What a field's control spreads: its ties to label, hint and error, its registration, its need. */
export type FormControlProps = ControlProps & UseFormRegisterReturn & { readonly required?: true };

interface FormFieldProps<V extends FormValues> extends FieldOf<V> {
  readonly hint?: ReactNode;
  readonly rules?: RegisterOptions<V, Path<V>>;
  readonly children: (control: FormControlProps) => ReactNode;
}

/**
 * A field of a form: its id, error and registration taken from the form. Where the browser checks
 * the form (no schema), a required field's control carries `required`.
 */
export function FormField<V extends FormValues>({ of, name, label, need, hint, rules, children }: FormFieldProps<V>) {
  return (
    <Field id={`${of.id}-${name}`} label={label} need={need} error={errorOf(of, name)} hint={hint}>
      {(control) =>
        children({ ...control, ...of.field(name, rules), required: (of.native && need === 'required') || undefined })
      }
    </Field>
  );
}

/** The message of the field's error, if the last check found one. */
export function errorOf<V extends FormValues>(of: FieldHost<V>, name: Path<V>): string | undefined {
  const message: unknown = (get(of.errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
