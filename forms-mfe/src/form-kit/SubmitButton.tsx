import { Button } from '@inklined/design-system/Button';

interface SubmitButtonProps {
  readonly sending: boolean;
  readonly label: string;
  readonly sendingLabel: string;
}

/**
 * Unavailable while the form is sending, and says so (spec section 4). aria-disabled, not
 * disabled: a disabled button drops the focus to the page's start, and the keyboard user who
 * pressed it would have to find the form again; a submission while one is sending is ignored
 * anyway (use-submission.ts).
 */
export function SubmitButton({ sending, label, sendingLabel }: SubmitButtonProps) {
  return (
    <Button type="submit" aria-disabled={sending || undefined} aria-busy={sending || undefined}>
      {sending ? sendingLabel : label}
    </Button>
  );
}
