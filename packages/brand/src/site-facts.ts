/**
 * The site-wide contact facts. This file is the one place to change the phone numbers, the
 * e-mail address, the working hours and the social and chat links: every app reads them from here.
 *
 * The numbers and the address below are placeholders in the right shape (Indian mobile numbers,
 * an address at the site's own domain) until the owners supply the real ones.
 */
export const siteName = 'Critically Inklined';

export const phoneNumbers = ['+91 98110 45672', '+91 99580 31264'] as const;

export const contactEmail = 'contact@criticallyinklined.com';

export const workingHours = {
  days: 'Monday to Saturday',
  time: '10:00 AM to 7:00 PM IST',
} as const;

export const officeLocation = 'New Delhi, India';

export interface SocialLink {
  readonly name: 'Facebook' | 'X' | 'Instagram' | 'LinkedIn';
  /** Absent where the original site shows the item without a link (LinkedIn). */
  readonly href?: string;
}

export const socialLinks: readonly SocialLink[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/criticallyinklined' },
  { name: 'X', href: 'https://x.com/crit_inklined' },
  { name: 'Instagram', href: 'https://www.instagram.com/criticallyinklined' },
  { name: 'LinkedIn' },
];

export const chatGreeting =
  'Hello Critically Inklined! I would like to know more about your academic writing services.';

/** The messaging-app chat link with the greeting prefilled (digits only in the path, as the app requires). */
export const chatLink = `https://wa.me/${phoneNumbers[0].replace(/\D/g, '')}?text=${encodeURIComponent(chatGreeting)}`;
