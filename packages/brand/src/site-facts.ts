/**
 * The site-wide contact facts. This file is the one place to change the phone numbers, the
 * e-mail address, the working hours and the social and chat links: every app reads them from here.
 *
 * The numbers and the address below are placeholders in the right shape (Indian mobile numbers,
 * an address at the site's own domain) until the owners supply the real ones.
 */
export const siteName = 'Critically Inklined';
/** The blog's feed as readers list it. */
export const blogFeedTitle = `${siteName} Blog`;

export const phoneNumbers = ['+91 98110 45672', '+91 99580 31264'] as const;

export const contactEmail = 'contact@criticallyinklined.com';

/** When the team answers: the days and the times (24-hour, India Standard Time). */
export const openingHours = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  opens: '10:00',
  closes: '19:00',
  timeZone: 'IST',
} as const;

/** "19:00" as "7:00 PM". */
function twelveHour(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The hours as the pages write them: "Monday to Saturday", "10:00 AM to 7:00 PM IST". */
export const workingHours = {
  days: `${openingHours.days[0]} to ${openingHours.days[openingHours.days.length - 1]}`,
  time: `${twelveHour(openingHours.opens)} to ${twelveHour(openingHours.closes)} ${openingHours.timeZone}`,
} as const;

/**
 * How soon the team answers a message. The hours above are when it answers: a message sent on a
 * Saturday evening is answered on Monday, so the promise names the days.
 */
export const replyPromise = `within 24 hours, ${workingHours.days}`;

/** The support the team gives and when, as the pages and mails write it. */
export const supportHours = `${workingHours.days}, ${workingHours.time}`;

export const officeAddress = {
  locality: 'New Delhi',
  region: 'Delhi',
  country: 'India',
  /** ISO 3166-1 alpha-2, for structured data. */
  countryCode: 'IN',
} as const;

export const officeLocation = `${officeAddress.locality}, ${officeAddress.country}`;

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

/**
 * How long the email service keeps what the forms send, as the privacy notice states it: the
 * service's defaults are these (email-service/src/config.ts), so the notice and the purge agree
 * unless an operator changes a period, who then changes it here as well.
 */
export const retention = {
  /** A delivered submission (the archive), counted from its delivery. */
  submissionDays: 90,
  /** A submission that could not be delivered (a dead letter), counted from its arrival. */
  undeliveredDays: 90,
  /** The embedded mail default's copies (.eml files), counted from when they were written. */
  mailFileDays: 90,
  /** The record that an address was sent a confirmation (a hash of it, not the address). */
  confirmationRecordHours: 24,
} as const;

/** Where a visitor asks for a copy of their details or for their erasure. */
export const privacyContact = contactEmail;
