import type { ContactFormProps } from '@inklined/contracts/remote-modules';
import { serviceNames } from '@inklined/modal-store/modal-store';
import { contactFormText as text, formText } from '../../content/form-text';
import { ChoiceField } from '../../form-kit/ChoiceField';
import { EmailForm } from '../../form-kit/EmailForm';
import { twoColumnsStyle } from '../../form-kit/form-styles';
import { MessageField } from '../../form-kit/MessageField';
import { fromPerson, PersonFields } from '../../form-kit/PersonFields';
import { TextField } from '../../form-kit/TextField';
import { useEmailForm } from '../../form-kit/use-email-form';
import { contactSchema, emptyContactValues } from './contact-schema';

/**
 * The contact page's form (spec section 3), embedded by marketing's contact page. Unlike the
 * original, the phone is really sent, service and subject have inputs, and name, email and message
 * are checked before sending. All fields clear after a success.
 */
export function ContactForm(_props: ContactFormProps) {
  const form = useEmailForm({
    defaultValues: emptyContactValues,
    schema: contactSchema,
    texts: { success: text.success, fallbackError: formText.fallbackError },
    afterSuccess: 'clear',
    request: (values) => ({
      ...fromPerson(values),
      subject: values.subject.trim() || text.defaultSubject(values.name.trim()),
      message: values.message,
      ...(values.service === '' ? {} : { service: serviceNames[values.service] }),
      formType: 'contact',
    }),
  });
  const { labels } = text;
  return (
    <EmailForm of={form} heading={text.heading} submit={text.submit} sending={text.sending}>
      <div css={twoColumnsStyle}>
        <PersonFields of={form} labels={labels} phone="optional" />
        <ChoiceField of={form} name="service" {...text.service} />
      </div>
      <TextField of={form} name="subject" {...text.subject} />
      <MessageField of={form} name="message" {...text.message} />
    </EmailForm>
  );
}
