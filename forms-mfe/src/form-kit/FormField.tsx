import type { ReactNode } from 'react';
import { get, useWatch, type Path, type RegisterOptions, type UseFormRegisterReturn } from 'react-hook-form';
import { formText } from '../content/form-text';
import { CharacterCount, CountAnnouncement, isNearLimit } from './CharacterCount';
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
  /**
   * The service's limit for this text (packages/contracts). The field counts toward it: always for
   * a longer text, from near the limit for a one-line field.
   */
  readonly maxLength?: number;
  /** The count in the hint before the limit is near: a longer text's. */
  readonly countAlways?: boolean;
  readonly children: (control: FormControlProps) => ReactNode;
}

/**
 * A field of a form: its id, error and registration taken from the form. Where the browser checks
 * the form (no schema), a required field's control carries `required`.
 */
export function FormField<V extends FormValues>(props: FormFieldProps<V>) {
  const { of, name, label, need, hint, rules, maxLength, countAlways, children } = props;
  const value: unknown = useWatch({ control: of.control, name });
  const limit =
    maxLength === undefined ? undefined : { length: typeof value === 'string' ? value.length : 0, max: maxLength };
  // Where the browser checks the form: a schema says the same (field-rules.ts).
  const limitRules =
    maxLength === undefined
      ? rules
      : { ...rules, maxLength: { value: maxLength, message: formText.tooLong(maxLength) } };
  const count = limit && (countAlways || isNearLimit(limit)) ? <CharacterCount {...limit} /> : undefined;
  const fullHint =
    hint && count ? (
      <>
        {hint} {count}
      </>
    ) : (
      (hint ?? count)
    );
  return (
    <Field id={`${of.id}-${name}`} label={label} need={need} error={errorOf(of, name)} hint={fullHint}>
      {(control) => (
        <>
          {children({
            ...control,
            ...of.field(name, limitRules),
            required: (of.native && need === 'required') || undefined,
          })}
          {limit && <CountAnnouncement {...limit} />}
        </>
      )}
    </Field>
  );
}

/** The message of the field's error, if the last check found one. */
export function errorOf<V extends FormValues>(of: FieldHost<V>, name: Path<V>): string | undefined {
  const message: unknown = (get(of.errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
