import { controlStyle } from '@inklined/design-system/Field';
import { Field } from './Field';
import { errorOf, type FieldOf } from './TextField';
import type { FormValues } from './use-email-form';

interface ChoiceFieldProps<V extends FormValues> extends FieldOf<V> {
  /** The empty first choice ("Select a service"). */
  readonly placeholder: string;
  readonly choices: ReadonlyArray<{ readonly value: string; readonly label: string }>;
}

/** A choice among a form's fixed options. */
export function ChoiceField<V extends FormValues>({
  of,
  name,
  label,
  need,
  placeholder,
  choices,
}: ChoiceFieldProps<V>) {
  return (
    <Field id={`${of.id}-${name}`} label={label} need={need} error={errorOf(of, name)}>
      {(control) => (
        <select
          {...control}
          {...of.field(name)}
          required={(of.native && need === 'required') || undefined}
          css={controlStyle}
        >
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
