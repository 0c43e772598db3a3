import { emailFieldLimits } from '@inklined/contracts/email-fields';
import * as z from 'zod/mini';
import { expertMessages as m, industries } from '../../content/form-text';
import { emailAddress, emptyValuesOf, requiredText } from '../../form-kit/field-rules';

/** Spec section 5: after removing spaces, an optional +, a nonzero digit, then up to 15 more digits. */
const phonePattern = /^\+?[1-9]\d{0,15}$/;

/** The expert form's rules, checked on submit, with the spec's messages to the letter. */
export const expertSchema = z.object({
  firstName: requiredText(m.firstName, emailFieldLimits.name),
  lastName: requiredText(m.lastName, emailFieldLimits.name),
  email: emailAddress(m.emailMissing),
  phone: requiredText(m.phoneMissing, emailFieldLimits.phone).check(
    z.refine((value) => phonePattern.test(value.replace(/\s/g, '')), m.phoneInvalid),
  ),
  industry: z.union([z.literal(''), z.enum(industries.map((industry) => industry.value))]),
  message: requiredText(m.message, emailFieldLimits.expertMessage),
  dataConsent: z.boolean().check(z.refine((given) => given, m.consent)),
  marketingConsent: z.boolean(),
  website: z.string(),
});

export const emptyExpertValues = emptyValuesOf(expertSchema);
