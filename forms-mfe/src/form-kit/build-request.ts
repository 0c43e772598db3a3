import { contactEmail } from '@inklined/brand/site-facts';
import type { EmailRequest } from '@inklined/contracts/email';
import { HONEYPOT_FIELD } from '@inklined/contracts/email-fields';

/** What a form says of itself; the rest of the request is the same for every form. */
export type FormRequest = Omit<EmailRequest, 'to_email' | typeof HONEYPOT_FIELD>;

/**
 * The request every form sends: to the company inbox (the service sends there whatever it is
 * told), the visitor's address and phone without the spaces around them, and the honeypot as the
 * form holds it, so a bot's filled-in field reaches the service.
 */
export function buildRequest(fields: FormRequest, honeypot: string): EmailRequest {
  return {
    to_email: contactEmail,
    ...fields,
    ...(fields.from_email !== undefined ? { from_email: fields.from_email.trim() } : {}),
    ...(fields.phone !== undefined ? { phone: fields.phone.trim() } : {}),
    [HONEYPOT_FIELD]: honeypot,
  };
}
