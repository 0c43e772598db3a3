import { visuallyHidden } from '@inklined/design-system/tokens';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formText } from '../content/form-text';

/**
 * The contract's honeypot: off-screen, out of the tab order and hidden from assistive technology,
 * so only bots fill it in; the service then answers like a success and sends nothing.
 */
export function HoneypotField({ registration }: { readonly registration: UseFormRegisterReturn }) {
  return (
    <div css={visuallyHidden} aria-hidden="true">
      <label>
        {formText.honeypot}
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
