import { zodResolver } from '@hookform/resolvers/zod';
import { HONEYPOT_FIELD, emailFieldLimits } from '@inklined/contracts/email-fields';
import { contactEmail } from '@inklined/brand/site-facts';
import { visuallyHidden } from '@inklined/design-system/tokens';
import { useId } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { expertText as text, formText, industries } from '../../content/form-text';
import { emailInput, phoneInput } from '../../ui/input-kinds';
import { Field } from '../../ui/Field';
import {
  checkboxRowStyle,
  checkboxStyle,
  controlStyle,
  FieldError,
  noteStyle,
  textareaStyle,
} from '@inklined/design-system/Field';
import { actionsStyle, formStyle, twoColumnsStyle } from '../../ui/form-styles';
import { HoneypotField } from '../../ui/HoneypotField';
import { ResultBanner } from '../../ui/ResultBanner';
import { FormFields, SuccessPanel } from '../../ui/SubmissionOutcome';
import { SubmitButton } from '../../ui/SubmitButton';
import { useCloseAfterSuccess } from '../submission/use-close-after-success';
import { focusFirstError } from '../submission/focus-first-error';
import { useSubmission } from '../submission/use-submission';
import { emptyExpertValues, expertSchema, type ExpertValues } from './expert-schema';

const submissionTexts = { success: text.success, fallbackError: formText.fallbackError };

/** The form of the "Speak with an Expert" modal (spec sections 3 and 5). */
export function ExpertForm() {
  const id = useId();
  const {
    register,
    handleSubmit,
    clearErrors,
    setFocus,
    control: formControl,
    formState,
  } = useForm<ExpertValues>({
    resolver: zodResolver(expertSchema),
    defaultValues: emptyExpertValues,
    // Checked on submit; an error clears when its field is edited, not re-checked while typing.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Focus goes to the first invalid field in the form's order (focusFirstError below).
    shouldFocusError: false,
  });
  const { state, submit, sending } = useSubmission(submissionTexts);
  const errors = formState.errors;
  const messageLength = useWatch({ control: formControl, name: 'message' }).length;

  useCloseAfterSuccess(state);

  const field = (name: Path<ExpertValues>) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(
    (values) => {
      const name = `${values.firstName.trim()} ${values.lastName.trim()}`;
      const industry = industries.find((choice) => choice.value === values.industry)?.label;
      // The marketing consent stays in the browser: the spec never sends it.
      return submit({
        to_email: contactEmail,
        subject: text.subject(name),
        message: values.message,
        from_name: name,
        from_email: values.email.trim(),
        phone: values.phone.trim(),
        ...(industry ? { industry } : {}),
        formType: 'expert',
        [HONEYPOT_FIELD]: values.website,
      });
    },
    focusFirstError(Object.keys(expertSchema.shape), setFocus),
  );

  return (
    <form css={formStyle} onSubmit={onSubmit} noValidate aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} css={{ margin: 0 }}>
        {text.intro}
      </p>
      <FormFields state={state}>
        <div css={twoColumnsStyle}>
          <Field id={`${id}-first`} label={text.labels.firstName} need="required" error={errors.firstName?.message}>
            {(control) => (
              <input
                {...control}
                {...field('firstName')}
                autoComplete="given-name"
                maxLength={emailFieldLimits.name}
                css={controlStyle}
              />
            )}
          </Field>
          <Field id={`${id}-last`} label={text.labels.lastName} need="required" error={errors.lastName?.message}>
            {(control) => (
              <input
                {...control}
                {...field('lastName')}
                autoComplete="family-name"
                maxLength={emailFieldLimits.name}
                css={controlStyle}
              />
            )}
          </Field>
          <Field id={`${id}-email`} label={text.labels.email} need="required" error={errors.email?.message}>
            {(control) => <input {...control} {...field('email')} {...emailInput} css={controlStyle} />}
          </Field>
          <Field id={`${id}-phone`} label={text.labels.phone} need="required" error={errors.phone?.message}>
            {(control) => <input {...control} {...field('phone')} {...phoneInput} css={controlStyle} />}
          </Field>
        </div>
        <Field id={`${id}-industry`} label={text.labels.industry} need="optional">
          {(control) => (
            <select {...control} {...field('industry')} css={controlStyle}>
              <option value="">{text.chooseIndustry}</option>
              {industries.map((industry) => (
                <option key={industry.value} value={industry.value}>
                  {industry.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={`${id}-message`}
          label={text.labels.message}
          need="required"
          error={errors.message?.message}
          // Read with the field, not announced on every key press.
          hint={
            <>
              {text.counter(messageLength)} <span css={visuallyHidden}>{text.counterLabel}</span>
            </>
          }
        >
          {(control) => (
            <textarea
              {...control}
              {...field('message')}
              rows={5}
              maxLength={emailFieldLimits.expertMessage}
              css={textareaStyle}
            />
          )}
        </Field>
        <div>
          <div css={checkboxRowStyle}>
            <input
              id={`${id}-consent`}
              type="checkbox"
              {...field('dataConsent')}
              aria-invalid={errors.dataConsent ? true : undefined}
              aria-describedby={errors.dataConsent ? `${id}-consent-error` : undefined}
              css={checkboxStyle}
            />
            <label htmlFor={`${id}-consent`}>
              {text.labels.dataConsent} <span css={noteStyle}>{formText.required}</span>
            </label>
          </div>
          {errors.dataConsent && <FieldError id={`${id}-consent-error`}>{errors.dataConsent.message}</FieldError>}
        </div>
        <div css={checkboxRowStyle}>
          <input id={`${id}-marketing`} type="checkbox" {...register('marketingConsent')} css={checkboxStyle} />
          <label htmlFor={`${id}-marketing`}>
            {text.labels.marketingConsent} <span css={noteStyle}>{formText.optional}</span>
          </label>
        </div>
        <HoneypotField registration={register('website')} />
        <ResultBanner state={state} />
        <div css={actionsStyle}>
          <SubmitButton sending={sending} label={text.submit} sendingLabel={formText.sending} />
        </div>
      </FormFields>
      <SuccessPanel state={state} />
    </form>
  );
}
