import type { FormType } from './email-fields';

/**
 * What a visitor is told once a form is sent (spec section 8), per form: the forms show it, and
 * the email service mails it back as the confirmation, so the two can never say different things.
 */
export const successMessages: Readonly<Record<FormType, string>> = {
  contactPopup: 'Thank you! We will contact you soon.',
  // The spec's text names no days; the reply promise everywhere else does (README, differences).
  expert: "Thank you! We'll get back to you within 24 hours, Monday to Saturday.",
  contact: 'Thank you for your message! We will get back to you soon.',
  jobApplication: 'Thank you for your application! We will review it and get back to you within 3-5 business days.',
  newsletter: 'Thank you! We will e-mail you when a new post is out.',
};
