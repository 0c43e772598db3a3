import { isEmailAddress } from '@inklined/contracts/email-address';
import { emailFieldLimits } from '@inklined/contracts/email-fields';
import * as z from 'zod/mini';
import { formText } from '../content/form-text';

// zod/mini: the same checks as zod for a third of its bytes in forms-mfe's first load (docs/decisions/0007).

/** Text of at most `max` characters, the spaces around it dropped; it may be empty. */
export const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, formText.tooLong(max)));

/** Text of at most `max` characters that must not be empty once trimmed, or says `message`. */
export const requiredText = (message: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, formText.tooLong(max)));

/** Spec section 5's message for an address that is not of the form name@domain.tld, on every form. */
export const emailInvalidMessage = 'Please enter a valid email';

/**
 * An e-mail address: first present (the form's own message), then well formed by the one rule
 * the email service's contract applies too (@inklined/contracts/email-address).
 */
export const emailAddress = (missing: string) =>
  z.pipe(
    requiredText(missing, emailFieldLimits.email),
    z.string().check(z.refine(isEmailAddress, emailInvalidMessage)),
  );

/** The same rule for a form that leaves presence to the browser (`required`): react-hook-form's validate. */
export const emailValidate = (value: string) => isEmailAddress(value.trim()) || emailInvalidMessage;

/**
 * A form's empty values, read from its schema: a checkbox unticked, any other field (a text, a
 * choice) empty. A field added to a schema needs no second list kept in step with it.
 */
export function emptyValuesOf<S extends z.ZodMiniObject>(schema: S): z.input<S> {
  const empty = Object.entries(schema.shape).map(([name, rule]) => [
    name,
    rule._zod.def.type === 'boolean' ? false : '',
  ]);
  return Object.fromEntries(empty) as z.input<S>;
}
