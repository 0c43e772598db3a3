import { emailFieldLimits } from '@inklined/contracts/email-fields';
import { controlStyle } from '@inklined/design-system/Field';
import { get, type Path, type RegisterOptions } from 'react-hook-form';
import { Field } from './Field';
import { emailValidate } from './field-rules';
import type { FieldHost, FormValues } from './use-email-form';

/** What the browser needs to know of each kind: the keyboard, the autofill, the service's limit. */
const kinds = {
  name: { type: 'text', maxLength: emailFieldLimits.name },
  email: { type: 'email', autoComplete: 'email', maxLength: emailFieldLimits.email },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: emailFieldLimits.phone },
  subject: { type: 'text', maxLength: emailFieldLimits.subject },
} as const;

export interface FieldOf<V extends FormValues> {
  readonly of: FieldHost<V>;
  readonly name: Path<V>;
  readonly label: string;
  /** Said beside the label; a form's one field (the newsletter's) needs neither word. */
  readonly need?: 'required' | 'optional';
}

interface TextFieldProps<V extends FormValues> extends FieldOf<V> {
  readonly kind: keyof typeof kinds;
  readonly autoComplete?: string;
}

/**
 * A one-line field of a form. Where the browser checks the form (no schema), a required field
 * carries `required` and an e-mail field the same rule a schema applies.
 */
export function TextField<V extends FormValues>({ of, name, label, need, kind, autoComplete }: TextFieldProps<V>) {
  const required = of.native && need === 'required';
  const rules = kind === 'email' && of.native ? { validate: emailValidate } : undefined;
  return (
    <Field id={`${of.id}-${name}`} label={label} need={need} error={errorOf(of, name)}>
      {(control) => (
        <input
          {...control}
          {...of.field(name, rules as RegisterOptions<V, Path<V>> | undefined)}
          {...kinds[kind]}
          {...(autoComplete ? { autoComplete } : {})}
          required={required || undefined}
          css={controlStyle}
        />
      )}
    </Field>
  );
}

/** The message of the field's error, if the last check found one. */
export function errorOf<V extends FormValues>(of: FieldHost<V>, name: Path<V>): string | undefined {
  const message: unknown = (get(of.errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
