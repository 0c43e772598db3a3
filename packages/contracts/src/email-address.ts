import { regexes } from 'zod/v4/core';
import { emailFieldLimits } from './email-fields';

/**
 * The one rule for an e-mail address, used by every form before it sends and by the email
 * service's contract when it receives: a local part of at most 64 characters, and an address of
 * the usual form, with a domain that has a dot and a top-level name (`hugo@gmail` and
 * `ravi@localhost` are refused). Only zod's core regex is imported, so a form loads no more of zod.
 */
export function isEmailAddress(value: string): boolean {
  return value.indexOf('@') <= emailFieldLimits.emailLocalPart && regexes.email.test(value);
}
