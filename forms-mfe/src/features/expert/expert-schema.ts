import { emailFieldLimits } from '@inklined/contracts/email-fields';
import * as z from 'zod/mini';
import { expertMessages as m, industries } from '../../content/form-text';

/** Spec section 5: after removing spaces, an optional +, a nonzero digit, then up to 15 more digits. */
const phonePattern = /^\+?[1-9]\d{0,15}$/;

// zod/mini: the same checks as zod, 6 KB instead of about 20 KB in forms-mfe's first load (docs/decisions/0007).
const required = (message: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max));

/** The expert form's rules, checked on submit, with the spec's messages to the letter. */
export const expertSchema = z.object({
  firstName: required(m.firstName, emailFieldLimits.name),
  lastName: required(m.lastName, emailFieldLimits.name),
  email: z.pipe(required(m.emailMissing, emailFieldLimits.email), z.email(m.emailInvalid)),
  phone: required(m.phoneMissing, emailFieldLimits.phone).check(
    z.refine((value) => phonePattern.test(value.replace(/\s/g, '')), m.phoneInvalid),
  ),
  industry: z.union([z.literal(''), z.enum(industries.map((industry) => industry.value))]),
  message: required(m.message, emailFieldLimits.expertMessage),
  dataConsent: z.boolean().check(z.refine((given) => given, m.consent)),
  marketingConsent: z.boolean(),
  website: z.string(),
});

export type ExpertValues = z.input<typeof expertSchema>;

export const emptyExpertValues: ExpertValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  industry: '',
  message: '',
  dataConsent: false,
  marketingConsent: false,
  website: '',
};
