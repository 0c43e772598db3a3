import { zodResolver } from '@hookform/resolvers/zod';
import { contactEmail } from '@inklined/brand/site-facts';
import { emailFieldLimits, HONEYPOT_FIELD } from '@inklined/contracts/email-fields';
import type { ContactFormProps } from '@inklined/contracts/remote-modules';
import { contactServices } from '@inklined/modal-store/modal-store';
import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { contactFormText as text, formText, serviceLabels } from '../../content/form-text';
import { emailInput, phoneInput } from '../../ui/input-kinds';
import { Field } from '../../ui/Field';
import { controlStyle, textareaStyle } from '@inklined/design-system/Field';
import { actionsStyle, formStyle, twoColumnsStyle } from '../../ui/form-styles';
import { HoneypotField } from '../../ui/HoneypotField';
import { ResultBanner } from '../../ui/ResultBanner';
import { FormFields, SuccessPanel } from '../../ui/SubmissionOutcome';
import { SubmitButton } from '../../ui/SubmitButton';
import { focusFirstError } from '../submission/focus-first-error';
import { useSubmission } from '../submission/use-submission';
import { contactSchema, emptyContactValues, type ContactValues } from './contact-schema';

const cardStyle = (theme: Theme) => ({
  padding: '1.5rem',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  boxShadow: theme.shadow,
});
const headingStyle = { margin: 0 };
const submissionTexts = { success: text.success, fallbackError: formText.fallbackError };

/**
 * The contact page's form (spec section 3), embedded by marketing's contact page. Unlike the
 * original, the phone is really sent, service and subject have inputs, and name, email and message
 * are checked before sending. All fields clear after a success.
 */
export function ContactForm(_props: ContactFormProps) {
  const id = useId();
  const { register, handleSubmit, clearErrors, setFocus, reset, formState } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyContactValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Focus goes to the first invalid field in the form's order (focusFirstError below).
    shouldFocusError: false,
  });
  const { state, submit, again, sending } = useSubmission(submissionTexts);
  const errors = formState.errors;
  const field = (name: Path<ContactValues>) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(
    async (values) => {
      const name = values.name.trim();
      const service = values.service === '' ? undefined : serviceLabels[values.service];
      const result = await submit({
        to_email: contactEmail,
        subject: values.subject.trim() || text.defaultSubject(name),
        message: values.message,
        from_name: name,
        from_email: values.email.trim(),
        phone: values.phone.trim(),
        ...(service ? { service } : {}),
        formType: 'contact',
        [HONEYPOT_FIELD]: values.website,
      });
      if (result?.ok) reset(emptyContactValues);
    },
    focusFirstError(Object.keys(contactSchema.shape), setFocus),
  );

  return (
    <form css={[formStyle, cardStyle]} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} css={headingStyle}>
        {text.heading}
      </h2>
      <FormFields state={state}>
        <div css={twoColumnsStyle}>
          <Field id={`${id}-name`} label={text.labels.name} need="required" error={errors.name?.message}>
            {(control) => (
              <input
                {...control}
                {...field('name')}
                autoComplete="name"
                maxLength={emailFieldLimits.name}
                css={controlStyle}
              />
            )}
          </Field>
          <Field id={`${id}-email`} label={text.labels.email} need="required" error={errors.email?.message}>
            {(control) => <input {...control} {...field('email')} {...emailInput} css={controlStyle} />}
          </Field>
          <Field id={`${id}-phone`} label={text.labels.phone} need="optional">
            {(control) => <input {...control} {...field('phone')} {...phoneInput} css={controlStyle} />}
          </Field>
          <Field id={`${id}-service`} label={text.labels.service} need="optional">
            {(control) => (
              <select {...control} {...field('service')} css={controlStyle}>
                <option value="">{text.chooseService}</option>
                {contactServices.map((service) => (
                  <option key={service} value={service}>
                    {serviceLabels[service]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field id={`${id}-subject`} label={text.labels.subject} need="optional">
          {(control) => (
            <input {...control} {...field('subject')} maxLength={emailFieldLimits.subject} css={controlStyle} />
          )}
        </Field>
        <Field id={`${id}-message`} label={text.labels.message} need="required" error={errors.message?.message}>
          {(control) => (
            <textarea
              {...control}
              {...field('message')}
              rows={6}
              maxLength={emailFieldLimits.message}
              css={textareaStyle}
            />
          )}
        </Field>
        <HoneypotField registration={register('website')} />
        <ResultBanner state={state} />
        <div css={actionsStyle}>
          <SubmitButton sending={sending} label={text.submit} sendingLabel={text.sending} />
        </div>
      </FormFields>
      <SuccessPanel state={state} onAgain={again} />
    </form>
  );
}
