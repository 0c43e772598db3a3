import { emailFieldLimits } from '@inklined/contracts/email-fields';

/**
 * What every form's e-mail and phone controls say to the browser: the keyboard to show, what to
 * autofill, and the email service's limit (packages/contracts), so no form asks for more than
 * the service takes.
 */
export const emailInput = { type: 'email', autoComplete: 'email', maxLength: emailFieldLimits.email } as const;
export const phoneInput = { type: 'tel', autoComplete: 'tel', maxLength: emailFieldLimits.phone } as const;
