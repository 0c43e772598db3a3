import { controlStyle } from '@inklined/design-system/Field';
import { FormField, type FieldOf } from './FormField';
import type { FormValues } from './use-email-form';

interface ChoiceFieldProps<V extends FormValues> extends FieldOf<V> {
  /** The empty first choice ("Select a service"). */
  readonly placeholder: string;
  readonly choices: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  readonly hint?: string;
}

/** A choice among a form's fixed options. */
export function ChoiceField<V extends FormValues>({ placeholder, choices, ...field }: ChoiceFieldProps<V>) {
  return (
    <FormField {...field}>
      {(control) => (
        <select {...control} css={controlStyle}>
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
