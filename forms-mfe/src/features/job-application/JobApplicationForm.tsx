import { RESUME_ACCEPT } from '@inklined/contracts/email';
import type { JobApplicationFormProps } from '@inklined/contracts/remote-modules';
import { useId } from 'react';
import { jobApplicationText as text } from '../../content/form-text';

/** The application form of a role page (spec section 3); sending arrives with the forms issue. */
export function JobApplicationForm({ roleTitle }: JobApplicationFormProps) {
  const id = useId();
  return (
    <form aria-labelledby={`${id}-heading`} noValidate>
      <h2 id={`${id}-heading`}>{text.heading(roleTitle)}</h2>
      <label htmlFor={`${id}-first`}>{text.labels.firstName}</label>
      <input id={`${id}-first`} name="firstName" autoComplete="given-name" />
      <label htmlFor={`${id}-last`}>{text.labels.lastName}</label>
      <input id={`${id}-last`} name="lastName" autoComplete="family-name" />
      <label htmlFor={`${id}-email`}>{text.labels.email}</label>
      <input id={`${id}-email`} name="email" type="email" autoComplete="email" />
      <label htmlFor={`${id}-phone`}>{text.labels.phone}</label>
      <input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" />
      <label htmlFor={`${id}-experience`}>{text.labels.experience}</label>
      <input id={`${id}-experience`} name="experience" />
      <label htmlFor={`${id}-cover`}>{text.labels.coverLetter}</label>
      <textarea id={`${id}-cover`} name="coverLetter" rows={6} />
      <label htmlFor={`${id}-resume`}>{text.labels.resume}</label>
      <input id={`${id}-resume`} name="resume" type="file" accept={RESUME_ACCEPT} />
    </form>
  );
}
