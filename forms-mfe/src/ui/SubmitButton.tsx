import { primaryButtonStyle } from './form-styles';

interface SubmitButtonProps {
  readonly sending: boolean;
  readonly label: string;
  readonly sendingLabel: string;
}

/** Disabled while the form is sending, and says so (spec section 4). */
export function SubmitButton({ sending, label, sendingLabel }: SubmitButtonProps) {
  return (
    <button type="submit" css={primaryButtonStyle} disabled={sending} aria-busy={sending || undefined}>
      {sending ? sendingLabel : label}
    </button>
  );
}
