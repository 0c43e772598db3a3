import { siteName } from '@inklined/brand/site-facts';
import { remoteWork, type EmploymentType, type JobPosting } from './jobs';

/** The careers pages' own words (the roles' words are in jobs.ts). */
export const careersText = {
  eyebrow: 'Work with us',
  title: 'Careers',
  description: `Remote writing, editing and client roles at ${siteName}, from anywhere in ${remoteWork.countries.join(' or ')}: full-time, part-time or freelance. Apply online.`,
  // Where applicants may live, as every role page says it ("Remote (India)").
  lead: `Join our team of researchers, writers and editors. Every position is remote, from anywhere in ${remoteWork.countries.join(' or ')}: work from home, full-time, part-time or freelance.`,
  whyTitle: 'Why Work With Us',
  whyIntro:
    'We help students, PhD candidates, researchers and professionals write theses, research articles, presentations and essays in more than 50 disciplines. Our specialists do the work they are trained for, with editors beside them.',
  perks: [
    { title: 'Remote from day one', body: 'Work from home, on a schedule that suits you.' },
    { title: 'Work in your field', body: 'Assignments are matched to your discipline and your experience.' },
    { title: 'Editors beside you', body: 'Every project is reviewed, and the feedback helps you grow.' },
  ],
  processTitle: 'Application Process',
  processSteps: [
    {
      title: 'Submit your application',
      body: 'Choose a position below and send the form with your resume (PDF, DOC or DOCX) and a short cover letter.',
    },
    { title: 'Review', body: 'Our team reads every application and replies within 3-5 business days.' },
    { title: 'Writing test', body: 'Shortlisted candidates take a short writing test in their field.' },
    { title: 'Onboarding', body: 'Meet the team, learn our guidelines and tools, and start on your first assignment.' },
  ],
  openPositions: 'Open Positions',
  noOpenPositions: 'We have no open positions just now. New roles are posted here first.',
  viewRole: 'View role and apply',
} as const;

export const roleText = {
  documentTitle: (title: string) => `${title} | ${careersText.title}`,
  backToCareers: 'Back to Careers',
  eyebrow: 'Open position · Remote',
  apply: 'Apply now',
  /** A role reached by a link in the site loads its text. */
  text: {
    loading: 'Loading the role…',
    failed: "The role's description could not be loaded.",
    retry: 'Retry',
  },
  about: 'About the Role',
  responsibilities: 'Responsibilities',
  requirements: 'Requirements',
  location: 'Location',
  typeOfWork: 'Type of work',
  experience: 'Experience',
  posted: 'Posted',
  closes: 'Apply by',
  salary: 'Salary',
  salaryUnits: { HOUR: 'an hour', MONTH: 'a month', YEAR: 'a year' },
  closed: 'This role has closed',
  closedBody: (title: string, lastDay: string) =>
    `Applications for the ${title} role ended on ${lastDay}. Have a look at the positions we are hiring for now.`,
  otherPositions: 'Other Open Positions',
  notFound: 'Job not found',
  notFoundEyebrow: 'Careers',
  notFoundBody:
    'This position does not exist or is no longer open. Have a look at the positions we are hiring for now.',
  notFoundDescription: `This position does not exist or is no longer open at ${siteName}.`,
} as const;

const employmentTypeNames: Readonly<Record<EmploymentType, string>> = {
  FULL_TIME: 'full-time',
  PART_TIME: 'part-time',
  CONTRACTOR: 'freelance',
};

/** "Full-time, part-time or freelance". */
export function employmentText(types: readonly EmploymentType[]): string {
  const names = types.map((type) => employmentTypeNames[type]);
  const text = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Remote · Full-time, part-time or freelance", the line on a role's card. */
export function typeOfWorkText(job: JobPosting): string {
  return `Remote · ${employmentText(job.employmentTypes)}`;
}

/** "At least 2 years". */
export function experienceText(years: number): string {
  return `At least ${years} year${years === 1 ? '' : 's'}`;
}

/** The role page's meta description: its summary and how it is worked, within the 160 characters search results show. */
export function roleDescription(job: JobPosting): string {
  return `${job.summary} Remote; ${employmentText(job.employmentTypes).toLowerCase()}.`;
}

/**
 * Made on the first salary shown, not when the module is evaluated: building a number format
 * loads ICU's data for its locale, a long task on every careers page, though a salary shows only
 * where a role's file gives one (docs/decisions/0056).
 */
let rupeeFormat: Intl.NumberFormat | undefined;
const rupees = (amount: number) =>
  (rupeeFormat ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  })).format(amount);

/** "₹40,000 to ₹60,000 a month", as the role's file gives it. */
export function salaryText(salary: NonNullable<JobPosting['salary']>): string {
  const range =
    salary.maxValue === undefined
      ? rupees(salary.minValue)
      : `${rupees(salary.minValue)} to ${rupees(salary.maxValue)}`;
  return `${range} ${roleText.salaryUnits[salary.unitText]}`;
}
