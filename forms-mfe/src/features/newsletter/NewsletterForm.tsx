import type { Theme } from '@emotion/react';
import type { NewsletterFormProps } from '@inklined/contracts/remote-modules';
import { mq } from '@inklined/design-system/tokens';
import * as z from 'zod/mini';
import { formText, newsletterText as text } from '../../content/form-text';
import { EmailForm } from '../../form-kit/EmailForm';
import { emailAddress, emptyValuesOf } from '../../form-kit/field-rules';
import { SubmitButton } from '../../form-kit/SubmitButton';
import { TextField } from '../../form-kit/TextField';
import { useEmailForm } from '../../form-kit/use-email-form';

const schema = z.object({
  email: emailAddress(text.errors.emailMissing),
  website: z.string(),
});
const emptyValues = emptyValuesOf(schema);

// The box sits on a tinted band: its field keeps the page's white.
const rowStyle = (theme: Theme) => ({
  display: 'grid',
  gap: '0.75rem',
  alignItems: 'end',
  '& input': { background: theme.colors.surface },
  [mq.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
});
const formStyle = { gap: '0.75rem' };

/**
 * The blog's newsletter box. The original had no behaviour; here the address reaches the inbox
 * as a subscription request through the one email endpoint (README, differences).
 */
export function NewsletterForm(_props: NewsletterFormProps) {
  const form = useEmailForm({
    defaultValues: emptyValues,
    schema,
    texts: { success: text.success, fallbackError: formText.fallbackError },
    afterSuccess: 'clear',
    request: (values) => ({
      subject: text.subject,
      message: text.message(values.email.trim()),
      from_email: values.email,
      formType: 'newsletter',
    }),
  });
  return (
    <EmailForm of={form} label={text.submit} submit={text.submit} actions={false} css={formStyle}>
      <div css={rowStyle}>
        <TextField of={form} name="email" label={text.label} kind="email" />
        <SubmitButton sending={form.sending} label={text.submit} sendingLabel={text.sending} />
      </div>
    </EmailForm>
  );
}
