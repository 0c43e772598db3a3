import type { Theme } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactEmail } from '@inklined/brand/site-facts';
import { mq } from '@inklined/design-system/tokens';
import { HONEYPOT_FIELD } from '@inklined/contracts/email-fields';
import type { NewsletterFormProps } from '@inklined/contracts/remote-modules';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { formText, newsletterText as text } from '../../content/form-text';
import { emailInput } from '../../ui/input-kinds';
import { emailAddress } from '../submission/field-rules';
import { Field } from '../../ui/Field';
import { controlStyle } from '@inklined/design-system/Field';
import { HoneypotField } from '../../ui/HoneypotField';
import { ResultBanner } from '../../ui/ResultBanner';
import { FormFields, SuccessPanel } from '../../ui/SubmissionOutcome';
import { SubmitButton } from '../../ui/SubmitButton';
import { useSubmission } from '../submission/use-submission';

const schema = z.object({
  email: emailAddress(text.errors.emailMissing),
  website: z.string(),
});
type NewsletterValues = z.input<typeof schema>;

const rowStyle = {
  display: 'grid',
  gap: '0.75rem',
  alignItems: 'end',
  [mq.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
};
const formStyle = { display: 'grid', gap: '0.75rem', alignContent: 'start' };
const inputStyle = (theme: Theme) => ({ ...controlStyle(theme), background: theme.colors.surface });
const submissionTexts = { success: text.success, fallbackError: formText.fallbackError };

/**
 * The blog's newsletter box. The original had no behaviour; here the address reaches the inbox
 * as a subscription request through the one email endpoint (README, differences).
 */
export function NewsletterForm(_props: NewsletterFormProps) {
  const id = useId();
  const { register, handleSubmit, clearErrors, reset, formState } = useForm<NewsletterValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', website: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { state, submit, again, sending } = useSubmission(submissionTexts);

  const onSubmit = handleSubmit(async (values) => {
    const email = values.email.trim();
    const result = await submit({
      to_email: contactEmail,
      subject: text.subject,
      message: text.message(email),
      from_email: email,
      formType: 'newsletter',
      [HONEYPOT_FIELD]: values.website,
    });
    if (result?.ok) reset();
  });

  return (
    <form css={formStyle} onSubmit={onSubmit} noValidate aria-label={text.submit}>
      <FormFields state={state}>
        <div css={rowStyle}>
          <Field id={`${id}-email`} label={text.label} error={formState.errors.email?.message}>
            {(control) => (
              <input
                {...control}
                {...register('email', { onChange: () => clearErrors('email') })}
                {...emailInput}
                css={inputStyle}
              />
            )}
          </Field>
          <SubmitButton sending={sending} label={text.submit} sendingLabel={text.sending} />
        </div>
        <HoneypotField registration={register('website')} />
        <ResultBanner state={state} />
      </FormFields>
      <SuccessPanel state={state} onAgain={again} />
    </form>
  );
}
