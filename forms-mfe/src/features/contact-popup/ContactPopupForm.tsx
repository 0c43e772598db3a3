import type { Theme } from '@emotion/react';
import { contactEmail } from '@inklined/brand/site-facts';
import { emailFieldLimits, HONEYPOT_FIELD } from '@inklined/contracts/email-fields';
import {
  closeModal,
  contactServices,
  useContactPlan,
  useContactService,
  type ContactService,
} from '@inklined/modal-store/modal-store';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { contactPopupText as text, formText, serviceLabels } from '../../content/form-text';
import { emailInput, phoneInput } from '../../ui/input-kinds';
import { Field } from '../../ui/Field';
import { controlStyle, textareaStyle } from '@inklined/design-system/Field';
import { buttonStyle } from '@inklined/design-system/Button';
import { actionsStyle, formStyle } from '../../ui/form-styles';
import { HoneypotField } from '../../ui/HoneypotField';
import { ResultBanner } from '../../ui/ResultBanner';
import { FormFields, SuccessPanel } from '../../ui/SubmissionOutcome';
import { SubmitButton } from '../../ui/SubmitButton';
import { useCloseAfterSuccess } from '../submission/use-close-after-success';
import { emailValidate } from '../submission/field-rules';
import { useSubmission } from '../submission/use-submission';

interface ContactPopupValues {
  name: string;
  email: string;
  phone: string;
  service: ContactService | '';
  message: string;
  website: string;
}

const submissionTexts = { success: text.success, fallbackError: formText.fallbackError };
const planStyle = (theme: Theme) => ({
  margin: 0,
  padding: '0.6rem 0.85rem',
  borderRadius: theme.radii.sm,
  background: theme.colors.accentSurface,
  color: theme.colors.ink,
});

/**
 * The contact popup's form (spec sections 3 and 5): the browser itself requires name, email,
 * service and message; the service may come preselected from the price tier that opened it.
 */
export function ContactPopupForm() {
  const id = useId();
  const preselected = useContactService();
  const plan = useContactPlan();
  const { register, handleSubmit, clearErrors, formState } = useForm<ContactPopupValues>({
    defaultValues: { name: '', email: '', phone: '', service: preselected ?? '', message: '', website: '' },
  });
  const { state, submit, sending } = useSubmission(submissionTexts);

  useCloseAfterSuccess(state);

  const onSubmit = handleSubmit((values) => {
    const name = values.name.trim();
    const service = values.service === '' ? '' : serviceLabels[values.service];
    return submit({
      to_email: contactEmail,
      subject: plan ? text.planSubject(plan, name) : text.subject(service, name),
      // The tier the visitor chose comes with the message, so the reply can start from it.
      message: plan ? `${text.planLabel}: ${text.plan(plan)}\n\n${values.message}` : values.message,
      from_name: name,
      from_email: values.email.trim(),
      phone: values.phone.trim(),
      service,
      formType: 'contactPopup',
      [HONEYPOT_FIELD]: values.website,
    });
  });

  return (
    <form css={formStyle} onSubmit={onSubmit} aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} css={{ margin: 0 }}>
        {text.intro}
      </p>
      <FormFields state={state}>
        {plan && (
          <p css={planStyle}>
            {text.planLabel}: <strong>{text.plan(plan)}</strong>
          </p>
        )}
        <Field id={`${id}-name`} label={text.labels.name} need="required">
          {(control) => (
            <input
              {...control}
              {...register('name')}
              required
              autoComplete="name"
              maxLength={emailFieldLimits.name}
              css={controlStyle}
            />
          )}
        </Field>
        <Field id={`${id}-email`} label={text.labels.email} need="required" error={formState.errors.email?.message}>
          {(control) => (
            <input
              {...control}
              {...register('email', { validate: emailValidate, onChange: () => clearErrors('email') })}
              {...emailInput}
              required
              css={controlStyle}
            />
          )}
        </Field>
        <Field id={`${id}-phone`} label={text.labels.phone} need="optional">
          {(control) => <input {...control} {...register('phone')} {...phoneInput} css={controlStyle} />}
        </Field>
        <Field id={`${id}-service`} label={text.labels.service} need="required">
          {(control) => (
            <select {...control} {...register('service')} required css={controlStyle}>
              <option value="">{text.choose}</option>
              {contactServices.map((service) => (
                <option key={service} value={service}>
                  {serviceLabels[service]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-message`} label={text.labels.message} need="required">
          {(control) => (
            <textarea
              {...control}
              {...register('message')}
              required
              rows={4}
              maxLength={emailFieldLimits.message}
              css={textareaStyle}
            />
          )}
        </Field>
        <HoneypotField registration={register('website')} />
        <ResultBanner state={state} />
        <div css={actionsStyle}>
          <SubmitButton sending={sending} label={text.submit} sendingLabel={formText.sending} />
          <button type="button" css={buttonStyle('secondary')} onClick={closeModal}>
            {text.cancel}
          </button>
        </div>
      </FormFields>
      <SuccessPanel state={state} />
    </form>
  );
}
