import { officeLocation, retention, siteName } from '@inklined/brand/site-facts';
import { RESUME_MAX_BYTES } from '@inklined/contracts/email-fields';

/** "1 hour", "90 days". */
const count = (amount: number, unit: string) => `${amount} ${unit}${amount === 1 ? '' : 's'}`;

const resumeLimitMb = RESUME_MAX_BYTES / (1024 * 1024);

/**
 * How long the service keeps its record of a network address: a rate-limit bucket goes at the first
 * purge after a whole idle window, so up to two windows after the last request. Not a site fact
 * yet (decision 0051).
 */
const abuseRecordMinutes = 'twenty';

export const privacyText = {
  documentTitle: 'Privacy Notice',
  description: `What ${siteName} keeps of what you send through this site's forms, why, for how long, who reads it, and how to get a copy or erasure.`,
  title: 'Privacy Notice',
  lead: `${siteName}, in ${officeLocation}, is responsible for what you send through this site. Here is what we keep, why, for how long, who receives it, and how to get a copy or have it erased.`,
} as const;

/** The labels of each form's facts. */
export interface FormNoticeTerms {
  readonly sends: string;
  readonly why: string;
  readonly receivedBy: string;
}

/** What one of the site's forms sends, why, and who receives it. */
export interface FormNotice extends FormNoticeTerms {
  /** The form as the site names it. */
  readonly name: string;
  /** Where a visitor meets it. */
  readonly where: string;
}

export const formsSection = {
  heading: 'What each form sends us',
  lead: 'Each form sends what you type in it as an e-mail to our inbox.',
  terms: { sends: 'What it sends', why: 'Why', receivedBy: 'Who receives it' } satisfies FormNoticeTerms,
} as const;

const team = 'Our team, in our inbox.';

/** Every form of the site (forms-mfe), in the order a visitor is likely to meet them. */
export const formNotices: readonly FormNotice[] = [
  {
    name: 'Send Us a Message',
    where: 'On the Contact page.',
    sends: 'Your name, e-mail address and message; your phone number, a service and a subject if you give them.',
    why: 'To answer your message.',
    receivedBy: team,
  },
  {
    name: 'Contact Us',
    where: 'The window a price plan’s Get Started button opens.',
    sends:
      'Your name, e-mail address, the service and your message; your phone number if you give it; the plan you chose.',
    why: 'To answer your request about that plan.',
    receivedBy: team,
  },
  {
    name: 'Speak with an Expert',
    where: 'The window the Speak with an Expert buttons open.',
    sends:
      'Your first and last name, e-mail address, phone number and message, your industry if you choose one, and whether you want occasional news and offers by e-mail.',
    why: 'So that a subject expert can answer you; we write to you with news and offers only if you ticked that box.',
    receivedBy: team,
  },
  {
    name: 'Job application',
    where: 'On the page of each open position under Careers.',
    sends: `Your first and last name, e-mail address, years of experience, cover letter and resume (a PDF, DOC or DOCX file of up to ${resumeLimitMb} MB); your phone number if you give it; the role you apply for.`,
    why: 'To consider you for the role.',
    receivedBy: 'Our recruiters, in our inbox, with your resume attached.',
  },
  {
    name: 'Newsletter',
    where: 'On the Blog page.',
    sends: 'Your e-mail address.',
    why: 'To e-mail you when a new post is out.',
    receivedBy: team,
  },
];

export const keepingSection = {
  heading: 'How long we keep it',
  items: [
    `The service that sends your submission to our inbox keeps it until it is delivered, then for ${count(retention.submissionDays, 'day')} after delivery, and then deletes it.`,
    'Your resume file is deleted from the service as soon as your application is delivered; only its file name stays with the application.',
    `A submission that cannot be delivered is deleted at most ${count(retention.undeliveredDays, 'day')} after it arrived.`,
    `Any copy of an e-mail the service keeps as a file is deleted ${count(retention.mailFileDays, 'day')} after it was written.`,
    'The e-mail in our inbox is not deleted by the service: we delete it when you ask us to (see below).',
    `We send you one e-mail to say your submission has arrived. It greets you by your first name and, for an application, names the role; it never repeats your message. So that you get at most one in ${count(retention.confirmationRecordHours, 'hour')}, the service keeps a one-way code made from your address, from which the address cannot be read back, for ${count(retention.confirmationRecordHours, 'hour')}.`,
  ],
} as const;

export const otherSection = {
  heading: 'What else the site records',
  items: [
    `The service uses the network (IP) address a request comes from to limit abuse, such as a flood of submissions. That record is deleted within ${abuseRecordMinutes} minutes of the last request from the address.`,
    'The site measures how fast its pages load (Web Vitals): the page, the figure and the time, nothing that tells who you are.',
    'Our servers’ logs name a submission by its reference only: never your name, e-mail address, phone number, message, file name or network address.',
    'The site uses no tracking cookies.',
    'We never sell what you send us, and we share none of it for advertising.',
  ],
} as const;

export const requestsSection = {
  heading: 'Ask for a copy or erasure',
  /** Around the address for requests, which the page links to. */
  before: 'To get a copy of what we hold about you, or to have it erased, write to ',
  after: '. We answer within one month.',
  receipt:
    'When we erase your details, we keep a receipt: the date, how many items were erased, and a one-way code made from your address, not the address itself.',
  laws: 'These are your rights under the European Union’s General Data Protection Regulation (GDPR) and India’s Digital Personal Data Protection Act 2023.',
} as const;
