import { emailFieldLimits } from '@inklined/contracts/email-fields';
import { contactServices } from '@inklined/modal-store/modal-store';
import * as z from 'zod/mini';
import { contactFormText } from '../../content/form-text';

const { errors } = contactFormText;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (message: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max));

/**
 * The contact page form. The original sent even an empty form (spec section 5); here name, email
 * and message are checked first, with messages that say what to do (README, differences).
 */
export const contactSchema = z.object({
  name: required(errors.name, emailFieldLimits.name),
  email: z.pipe(required(errors.emailMissing, emailFieldLimits.email), z.email(errors.emailInvalid)),
  phone: text(emailFieldLimits.phone),
  service: z.union([z.literal(''), z.enum(contactServices)]),
  subject: text(emailFieldLimits.subject),
  message: required(errors.message, emailFieldLimits.message),
  website: z.string(),
});

export type ContactValues = z.input<typeof contactSchema>;

export const emptyContactValues: ContactValues = {
  name: '',
  email: '',
  phone: '',
  service: '',
  subject: '',
  message: '',
  website: '',
};
