import { checkboxRowStyle, checkboxStyle, FieldError, noteStyle } from '@inklined/design-system/Field';
import { formText } from '../content/form-text';
import { errorOf, type FieldOf } from './FormField';
import type { FormValues } from './use-email-form';

/** A consent a form asks for, its label beside the box. */
export function CheckboxField<V extends FormValues>({ of, name, label, need }: FieldOf<V>) {
  const id = `${of.id}-${name}`;
  const error = errorOf(of, name);
  return (
    <div>
      <div css={checkboxRowStyle}>
        <input
          id={id}
          type="checkbox"
          {...of.field(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          css={checkboxStyle}
        />
        <label htmlFor={id}>
          {label} {need && <span css={noteStyle}>{formText[need]}</span>}
        </label>
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
