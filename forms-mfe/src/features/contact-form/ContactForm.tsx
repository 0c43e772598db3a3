import type { ContactFormProps } from '@inklined/contracts/remote-modules';
import { useId } from 'react';
import { contactFormText as text, serviceChoices } from '../../content/form-text';

/** The contact page's form (spec section 3); sending arrives with the forms issue. */
export function ContactForm(_props: ContactFormProps) {
  const id = useId();
  return (
    <form aria-labelledby={`${id}-heading`} noValidate>
      <h2 id={`${id}-heading`}>{text.heading}</h2>
      <label htmlFor={`${id}-name`}>{text.labels.name}</label>
      <input id={`${id}-name`} name="name" autoComplete="name" />
      <label htmlFor={`${id}-email`}>{text.labels.email}</label>
      <input id={`${id}-email`} name="email" type="email" autoComplete="email" />
      <label htmlFor={`${id}-phone`}>{text.labels.phone}</label>
      <input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" />
      <label htmlFor={`${id}-service`}>{text.labels.service}</label>
      <select id={`${id}-service`} name="service" defaultValue="">
        <option value="">—</option>
        {serviceChoices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-subject`}>{text.labels.subject}</label>
      <input id={`${id}-subject`} name="subject" />
      <label htmlFor={`${id}-message`}>{text.labels.message}</label>
      <textarea id={`${id}-message`} name="message" rows={5} />
    </form>
  );
}
