import { emailFieldLimits } from '@inklined/contracts/email-fields';
import { contactServices } from '@inklined/modal-store/modal-store';
import * as z from 'zod/mini';
import { contactFormText } from '../../content/form-text';
import { emailAddress, emptyValuesOf, optionalText, requiredText } from '../../form-kit/field-rules';

const { errors } = contactFormText;

/**
 * The contact page form. The original sent even an empty form (spec section 5); here name, email
 * and message are checked first, with messages that say what to do (README, differences).
 */
export const contactSchema = z.object({
  name: requiredText(errors.name, emailFieldLimits.name),
  email: emailAddress(errors.emailMissing),
  phone: optionalText(emailFieldLimits.phone),
  service: z.union([z.literal(''), z.enum(contactServices)]),
  subject: optionalText(emailFieldLimits.subject),
  message: requiredText(errors.message, emailFieldLimits.message),
  website: z.string(),
});

export const emptyContactValues = emptyValuesOf(contactSchema);
