import { textareaStyle } from '@inklined/design-system/Field';
import type { ReactNode } from 'react';
import { Field } from './Field';
import { errorOf, type FieldOf } from './TextField';
import type { FormValues } from './use-email-form';

interface MessageFieldProps<V extends FormValues> extends FieldOf<V> {
  readonly rows: number;
  /** The service's limit for this field (packages/contracts). */
  readonly maxLength: number;
  readonly hint?: ReactNode;
}

/** A form's longer text: a message, a cover letter. */
export function MessageField<V extends FormValues>({
  of,
  name,
  label,
  need,
  rows,
  maxLength,
  hint,
}: MessageFieldProps<V>) {
  return (
    <Field id={`${of.id}-${name}`} label={label} need={need} error={errorOf(of, name)} hint={hint}>
      {(control) => (
        <textarea
          {...control}
          {...of.field(name)}
          required={(of.native && need === 'required') || undefined}
          rows={rows}
          maxLength={maxLength}
          css={textareaStyle}
        />
      )}
    </Field>
  );
}
