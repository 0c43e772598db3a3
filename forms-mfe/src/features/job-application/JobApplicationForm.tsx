import { RESUME_ACCEPT } from '@inklined/contracts/email-fields';
import type { JobApplicationFormProps } from '@inklined/contracts/remote-modules';
import { FileDrop } from '@inklined/design-system/FileDrop';
import { Controller } from 'react-hook-form';
import { jobApplicationText as text } from '../../content/form-text';
import { ChoiceField } from '../../form-kit/ChoiceField';
import { EmailForm } from '../../form-kit/EmailForm';
import { Field } from '../../form-kit/Field';
import { twoColumnsStyle } from '../../form-kit/form-styles';
import { MessageField } from '../../form-kit/MessageField';
import { fromPerson, PersonFields } from '../../form-kit/PersonFields';
import { errorOf } from '../../form-kit/FormField';
import { useEmailForm } from '../../form-kit/use-email-form';
import { resumeProblem } from './resume-file';

const emptyValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  experience: '',
  coverLetter: '',
  resume: undefined as File | undefined,
  website: '',
};

/**
 * A role page's application form (spec sections 3 and 5), told the role by careers-mfe. The
 * browser requires the spec's fields; the resume is checked for type and size before upload and
 * sent with the application, so the recruiters receive the file itself. All fields clear after a
 * success, the file input included.
 */
export function JobApplicationForm({ roleTitle, roleId, minYearsExperience }: JobApplicationFormProps) {
  const form = useEmailForm({
    defaultValues: emptyValues,
    texts: { success: text.success, fallbackError: text.fallbackError },
    afterSuccess: 'clear',
    resume: (values) => values.resume,
    request: (values) => {
      const person = fromPerson(values);
      return {
        ...person,
        subject: text.subject(roleTitle, person.from_name),
        message: text.message(roleTitle, person.from_name, values.experience),
        experience: values.experience,
        cover_letter: values.coverLetter,
        resume: values.resume ? 'Attached' : 'Not provided',
        role_title: roleTitle,
        ...(roleId ? { role_id: roleId } : {}),
        formType: 'jobApplication',
      };
    },
  });
  const { labels } = text;
  return (
    <EmailForm
      of={form}
      heading={text.heading(roleTitle)}
      intro={text.intro}
      submit={text.submit}
      sending={text.sending}
    >
      <div css={twoColumnsStyle}>
        <PersonFields of={form} labels={labels} phone="optional" />
      </div>
      <ChoiceField
        of={form}
        name="experience"
        {...text.experience}
        choices={text.experienceChoices(minYearsExperience)}
        hint={minYearsExperience ? text.experienceMinimum(minYearsExperience) : undefined}
      />
      <MessageField of={form} name="coverLetter" {...text.coverLetter} />
      <Controller
        control={form.form.control}
        name="resume"
        rules={{ validate: (file) => (file ? (resumeProblem(file) ?? true) : text.resumeMissing) }}
        render={({ field }) => (
          <Field
            id={`${form.id}-resume`}
            label={labels.resume}
            need="required"
            hint={text.resumeHint}
            error={errorOf(form, 'resume')}
          >
            {(control) => (
              <FileDrop
                {...control}
                label={labels.resume}
                accept={RESUME_ACCEPT}
                file={field.value}
                // The candidate hears at once what to change, not after filling in the rest.
                onChoose={(file) => {
                  field.onChange(file);
                  void form.form.trigger('resume');
                }}
                onRemove={() => {
                  field.onChange(undefined);
                  form.form.clearErrors('resume');
                }}
                upload={form.upload}
                buttonRef={field.ref}
                texts={text.resumeField}
              />
            )}
          </Field>
        )}
      />
    </EmailForm>
  );
}
