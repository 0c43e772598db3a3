import type { Theme } from '@emotion/react';
import { contactEmail } from '@inklined/brand/site-facts';
import { emailFieldLimits, HONEYPOT_FIELD, RESUME_ACCEPT } from '@inklined/contracts/email-fields';
import type { JobApplicationFormProps } from '@inklined/contracts/remote-modules';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { experienceChoices, jobApplicationText as text } from '../../content/form-text';
import { emailInput, phoneInput } from '../../ui/input-kinds';
import { Field } from '../../ui/Field';
import { controlStyle, textareaStyle } from '@inklined/design-system/Field';
import { actionsStyle, formStyle, twoColumnsStyle } from '../../ui/form-styles';
import { HoneypotField } from '../../ui/HoneypotField';
import { ResultBanner } from '../../ui/ResultBanner';
import { FormFields, SuccessPanel } from '../../ui/SubmissionOutcome';
import { SubmitButton } from '../../ui/SubmitButton';
import { emailValidate } from '../submission/field-rules';
import { useSubmission } from '../submission/use-submission';
import { resumeProblem } from './resume-file';

interface ApplicationValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  experience: string;
  coverLetter: string;
  resume: FileList | undefined;
  website: string;
}

const emptyValues: ApplicationValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  experience: '',
  coverLetter: '',
  resume: undefined,
  website: '',
};

const cardStyle = (theme: Theme) => ({
  padding: '1.5rem',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  boxShadow: theme.shadow,
});
const headingStyle = { margin: 0 };
const submissionTexts = { success: text.success, fallbackError: text.fallbackError };

/**
 * A role page's application form (spec sections 3 and 5), told the role by careers-mfe. The
 * browser requires the spec's fields; the resume is checked for type and size before upload and
 * sent with the application, so the recruiters receive the file itself. All fields clear after a
 * success, the file input included.
 */
export function JobApplicationForm({ roleTitle }: JobApplicationFormProps) {
  const id = useId();
  const { register, handleSubmit, reset, trigger, clearErrors, formState } = useForm<ApplicationValues>({
    defaultValues: emptyValues,
  });
  const { state, submit, again, sending } = useSubmission(submissionTexts);
  const resumeError = formState.errors.resume?.message;
  const resumeField = register('resume', {
    validate: (files) => resumeProblem(files?.[0]) ?? true,
    // The candidate hears at once, not after filling in the rest.
    onChange: () => void trigger('resume'),
  });

  const onSubmit = handleSubmit(async (values, event) => {
    const resume = values.resume?.[0];
    const name = `${values.firstName.trim()} ${values.lastName.trim()}`;
    const result = await submit(
      {
        to_email: contactEmail,
        subject: text.subject(roleTitle, name),
        message: text.message(roleTitle, name, values.experience),
        from_name: name,
        from_email: values.email.trim(),
        phone: values.phone.trim(),
        experience: values.experience,
        cover_letter: values.coverLetter,
        resume: resume ? 'Attached' : 'Not provided',
        role_title: roleTitle,
        formType: 'jobApplication',
        [HONEYPOT_FIELD]: values.website,
      },
      resume,
    );
    if (result?.ok) {
      reset(emptyValues);
      // A file input keeps its file through a reset of the form's values: cleared by hand.
      const form = event?.target as HTMLFormElement | undefined;
      const fileInput = form?.querySelector<HTMLInputElement>('input[type="file"]');
      if (fileInput) fileInput.value = '';
    }
  });

  return (
    <form
      css={[formStyle, cardStyle]}
      onSubmit={onSubmit}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-intro`}
    >
      <h2 id={`${id}-heading`} css={headingStyle}>
        {text.heading(roleTitle)}
      </h2>
      <p id={`${id}-intro`} css={{ margin: 0 }}>
        {text.intro}
      </p>
      <FormFields state={state}>
        <div css={twoColumnsStyle}>
          <Field id={`${id}-first`} label={text.labels.firstName} need="required">
            {(control) => (
              <input
                {...control}
                {...register('firstName')}
                required
                autoComplete="given-name"
                maxLength={emailFieldLimits.name}
                css={controlStyle}
              />
            )}
          </Field>
          <Field id={`${id}-last`} label={text.labels.lastName} need="required">
            {(control) => (
              <input
                {...control}
                {...register('lastName')}
                required
                autoComplete="family-name"
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
        </div>
        <Field id={`${id}-experience`} label={text.labels.experience} need="required">
          {(control) => (
            <select {...control} {...register('experience')} required css={controlStyle}>
              <option value="">{text.chooseExperience}</option>
              {experienceChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-cover`} label={text.labels.coverLetter} need="required">
          {(control) => (
            <textarea
              {...control}
              {...register('coverLetter')}
              required
              rows={6}
              maxLength={emailFieldLimits.coverLetter}
              css={textareaStyle}
            />
          )}
        </Field>
        <Field
          id={`${id}-resume`}
          label={text.labels.resume}
          need="required"
          hint={text.resumeHint}
          error={resumeError}
        >
          {(control) => (
            <input {...control} type="file" accept={RESUME_ACCEPT} required css={controlStyle} {...resumeField} />
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
