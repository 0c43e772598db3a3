import { cardStyle } from '@inklined/design-system/Card';
import type { ReactNode } from 'react';
import { formText } from '../content/form-text';
import { actionsStyle, formStyle } from './form-styles';
import { HoneypotField } from './HoneypotField';
import { PrivacyNote } from './PrivacyNote';
import { ResultBanner } from './ResultBanner';
import { FormFields, SuccessPanel } from './SubmissionOutcome';
import { SubmitButton } from './SubmitButton';
import type { FormSkeleton } from './use-email-form';

interface EmailFormProps {
  readonly of: FormSkeleton;
  /** A form on a page stands on a card with its heading; a modal's has the dialog's. */
  readonly heading?: string;
  readonly intro?: string;
  /** The form's accessible name when it has no heading. */
  readonly label?: string;
  readonly submit: string;
  readonly sending?: string;
  /** Beside the submit button (a modal's Cancel); `false` where the fields place the button. */
  readonly actions?: ReactNode | false;
  readonly children: ReactNode;
  readonly className?: string;
}

/**
 * The one skeleton of every form: its fields, then the honeypot, the error banner, the actions
 * and the line to the privacy notice, hidden once sent for the success panel (spec section 4).
 */
export function EmailForm({
  of,
  heading,
  intro,
  label,
  submit,
  sending,
  actions,
  children,
  className,
}: EmailFormProps) {
  const { id, onSubmit, native, state } = of;
  return (
    <form
      css={[formStyle, heading !== undefined && cardStyle]}
      className={className}
      onSubmit={onSubmit}
      noValidate={!native}
      aria-label={label}
      aria-labelledby={heading !== undefined ? `${id}-heading` : undefined}
      aria-describedby={intro !== undefined ? `${id}-intro` : undefined}
    >
      {heading !== undefined && (
        <h2 id={`${id}-heading`} css={{ margin: 0 }}>
          {heading}
        </h2>
      )}
      {intro !== undefined && (
        <p id={`${id}-intro`} css={{ margin: 0 }}>
          {intro}
        </p>
      )}
      <FormFields state={state}>
        {children}
        <HoneypotField registration={of.honeypot} />
        <ResultBanner state={state} />
        {actions !== false && (
          <div css={actionsStyle}>
            <SubmitButton sending={of.sending} label={submit} sendingLabel={sending ?? formText.sending} />
            {actions}
          </div>
        )}
        <PrivacyNote />
      </FormFields>
      <SuccessPanel state={state} onAgain={of.again} />
    </form>
  );
}
