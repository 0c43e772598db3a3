import { emailFieldLimits } from '@inklined/contracts/email-fields';
import * as z from 'zod/mini';

// zod/mini: the same checks as zod, 6 KB instead of about 20 KB in forms-mfe's first load (docs/decisions/0007).

/** Text of at most `max` characters, the spaces around it dropped; it may be empty. */
export const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** Text of at most `max` characters that must not be empty once trimmed, or says `message`. */
export const requiredText = (message: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max));

/** An e-mail address: first present, then well formed, each with the form's own message. */
export const emailAddress = (missing: string, invalid: string) =>
  z.pipe(requiredText(missing, emailFieldLimits.email), z.email(invalid));
