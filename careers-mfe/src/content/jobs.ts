/** The open positions (spec section 2, Careers). `location` is empty on the original site. */
export interface JobPosting {
  readonly id: string;
  readonly title: string;
  readonly location: string;
}

export const jobPostings: readonly JobPosting[] = [
  { id: 'medical-writing-specialist', title: 'Medical Writing Specialist', location: '' },
  { id: 'engineering-writing-specialist', title: 'Engineering Writing Specialist', location: '' },
  { id: 'humanities-writing-specialist', title: 'Humanities Writing Specialist', location: '' },
  { id: 'social-sciences-writing-specialist', title: 'Social Sciences Writing Specialist', location: '' },
  { id: 'client-relations-executive', title: 'Client Relations Executive', location: '' },
  { id: 'social-media-manager', title: 'Social Media Manager', location: '' },
];

export function findJob(roleId: string): JobPosting | undefined {
  return jobPostings.find((job) => job.id === roleId);
}

export const careersText = {
  title: 'Careers',
  lead: 'Join our team of researchers, writers and editors. All positions are remote.',
  openPositions: 'Open Positions',
  notFound: 'Job not found',
  backToCareers: 'Back to Careers',
} as const;
