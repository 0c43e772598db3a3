import type { Theme } from '@emotion/react';
import { buttonStyle } from '@inklined/design-system/Button';
import {
  closeModal,
  serviceNames,
  useContactPlan,
  useContactService,
  type ContactService,
} from '@inklined/modal-store/modal-store';
import { contactPopupText as text, formText } from '../../content/form-text';
import { ChoiceField } from '../../form-kit/ChoiceField';
import { EmailForm } from '../../form-kit/EmailForm';
import { MessageField } from '../../form-kit/MessageField';
import { fromPerson, PersonFields } from '../../form-kit/PersonFields';
import { useEmailForm } from '../../form-kit/use-email-form';

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
  const preselected = useContactService();
  const plan = useContactPlan();
  const form = useEmailForm({
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      service: (preselected ?? '') as ContactService | '',
      message: '',
      website: '',
    },
    texts: { success: text.success, fallbackError: formText.fallbackError },
    afterSuccess: 'close',
    request: (values) => {
      const name = values.name.trim();
      const service = values.service === '' ? '' : serviceNames[values.service];
      return {
        ...fromPerson(values),
        subject: plan ? text.planSubject(plan, name) : text.subject(service, name),
        // The tier the visitor chose comes with the message, so the reply can start from it.
        message: plan ? `${text.planLabel}: ${text.plan(plan)}\n\n${values.message}` : values.message,
        service,
        formType: 'contactPopup',
      };
    },
  });
  const { labels } = text;
  const cancel = (
    <button type="button" css={buttonStyle('secondary')} onClick={closeModal}>
      {text.cancel}
    </button>
  );
  return (
    <EmailForm of={form} intro={text.intro} submit={text.submit} actions={cancel}>
      {plan && (
        <p css={planStyle}>
          {text.planLabel}: <strong>{text.plan(plan)}</strong>
        </p>
      )}
      <PersonFields of={form} labels={labels} phone="optional" />
      <ChoiceField of={form} name="service" {...text.service} />
      <MessageField of={form} name="message" {...text.message} />
    </EmailForm>
  );
}
