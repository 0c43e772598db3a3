import { textareaStyle } from '@inklined/design-system/Field';
import type { ReactNode } from 'react';
import { FormField, type FieldOf } from './FormField';
import type { FormValues } from './use-email-form';

interface MessageFieldProps<V extends FormValues> extends FieldOf<V> {
  readonly rows: number;
  /** The service's limit for this field (packages/contracts), counted toward under the field. */
  readonly maxLength: number;
  readonly hint?: ReactNode;
}

/** A form's longer text: a message, a cover letter. */
export function MessageField<V extends FormValues>({ rows, maxLength, ...field }: MessageFieldProps<V>) {
  return (
    <FormField {...field} maxLength={maxLength} countAlways>
      {(control) => <textarea {...control} rows={rows} css={textareaStyle} />}
    </FormField>
  );
}
