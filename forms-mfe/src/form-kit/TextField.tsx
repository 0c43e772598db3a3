import { emailFieldLimits } from '@inklined/contracts/email-fields';
import { controlStyle } from '@inklined/design-system/Field';
import type { Path, RegisterOptions } from 'react-hook-form';
import { emailValidate } from './field-rules';
import { FormField, type FieldOf } from './FormField';
import type { FormValues } from './use-email-form';

/** What the browser needs to know of each kind (the keyboard, the autofill), and the service's limit. */
const kinds = {
  name: { control: { type: 'text' }, maxLength: emailFieldLimits.name },
  email: { control: { type: 'email', autoComplete: 'email' }, maxLength: emailFieldLimits.email },
  phone: { control: { type: 'tel', autoComplete: 'tel' }, maxLength: emailFieldLimits.phone },
  subject: { control: { type: 'text' }, maxLength: emailFieldLimits.subject },
} as const;

interface TextFieldProps<V extends FormValues> extends FieldOf<V> {
  readonly kind: keyof typeof kinds;
  readonly autoComplete?: string;
}

/**
 * A one-line field of a form. Where the browser checks the form (no schema), a required field
 * carries `required` and an e-mail field the same rule a schema applies.
 */
export function TextField<V extends FormValues>({ kind, autoComplete, ...field }: TextFieldProps<V>) {
  const rules = kind === 'email' && field.of.native ? { validate: emailValidate } : undefined;
  return (
    <FormField {...field} rules={rules as RegisterOptions<V, Path<V>> | undefined} maxLength={kinds[kind].maxLength}>
      {({ required, ...control }) => (
        <input
          {...control}
          {...kinds[kind].control}
          {...(autoComplete ? { autoComplete } : {})}
          required={required}
          css={controlStyle}
        />
      )}
    </FormField>
  );
}
