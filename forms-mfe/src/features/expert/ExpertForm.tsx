import { expertText as text, formText, industries } from '../../content/form-text';
import { CheckboxField } from '../../form-kit/CheckboxField';
import { ChoiceField } from '../../form-kit/ChoiceField';
import { EmailForm } from '../../form-kit/EmailForm';
import { twoColumnsStyle } from '../../form-kit/form-styles';
import { MessageField } from '../../form-kit/MessageField';
import { fromPerson, PersonFields } from '../../form-kit/PersonFields';
import { useEmailForm } from '../../form-kit/use-email-form';
import { emptyExpertValues, expertSchema } from './expert-schema';

/** The form of the "Speak with an Expert" modal (spec sections 3 and 5). */
export function ExpertForm() {
  const form = useEmailForm({
    defaultValues: emptyExpertValues,
    schema: expertSchema,
    texts: { success: text.success, fallbackError: formText.fallbackError },
    afterSuccess: 'close',
    // The spec sends neither box; the answer on news and offers goes with the request, so that the
    // team can keep it (README, "Differences from the original site"). Ticking the data box is the
    // condition of sending at all.
    request: (values) => {
      const person = fromPerson(values);
      const industry = industries.find((choice) => choice.value === values.industry)?.label;
      return {
        ...person,
        subject: text.subject(person.from_name),
        message: values.message,
        ...(industry ? { industry } : {}),
        marketing_consent: values.marketingConsent ? 'Yes' : 'No',
        formType: 'expert',
      };
    },
  });
  const { labels } = text;
  return (
    <EmailForm of={form} intro={text.intro} submit={text.submit}>
      <div css={twoColumnsStyle}>
        <PersonFields of={form} labels={labels} phone="required" />
      </div>
      <ChoiceField of={form} name="industry" {...text.industry} />
      <MessageField of={form} name="message" {...text.message} />
      <CheckboxField of={form} name="dataConsent" {...text.dataConsent} />
      <CheckboxField of={form} name="marketingConsent" {...text.marketingConsent} />
    </EmailForm>
  );
}
