import type { IconName } from '../ui/icons/icon-paths';
import { officeLocation, replyPromise, supportHours } from '@inklined/brand/site-facts';

export const contactText = {
  documentTitle: 'Contact Us',
  description: `Call, e-mail, chat or write to Critically Inklined, head office in ${officeLocation}; calls ${supportHours}.`,
  title: 'Contact Us',
  lead: `Call, e-mail, chat or send us a message: we reply ${replyPromise}.`,
  reachHeading: 'Reach us your way',
  officesHeading: 'Our Offices',
  indiaHeading: 'India',
  internationalHeading: 'International',
  infoHeading: 'Contact Information',
  // The offices (below) are ten; this one is where the company is registered and answers calls.
  officeLabel: 'Head office',
  hoursLabel: 'Working hours',
  phoneLabel: 'Phone',
  emailLabel: 'E-mail',
} as const;

/** Spec section 2: the offices, in the spec's order. */
export const offices = {
  india: ['Ahmedabad', 'Mumbai', 'Bengaluru', 'New Delhi', 'Kolkata', 'Hyderabad', 'Chennai'],
  international: ['Malaysia', 'Dubai', 'Singapore'],
} as const;

export interface ContactOption {
  readonly id: 'call' | 'email' | 'chat';
  readonly title: string;
  readonly text: string;
  readonly action: string;
  readonly icon: IconName;
}

export const contactOptions: readonly ContactOption[] = [
  {
    id: 'call',
    title: 'Call us',
    text: 'Talk to a coordinator during working hours.',
    action: 'CALL NOW',
    icon: 'phone',
  },
  {
    id: 'email',
    title: 'E-mail us',
    text: `Send your brief and files; we reply ${replyPromise}.`,
    action: 'SEND E-MAIL',
    icon: 'mail',
  },
  {
    id: 'chat',
    title: 'Chat with us',
    text: 'Quick questions answered on the messaging app.',
    action: 'OPEN CHAT',
    icon: 'chat',
  },
];
