// Compiled by `npm run typecheck`, never run: each @ts-expect-error fails the check if the line
// below it stops being an error, so these show that schema-dts holds the structured data to the
// schema.org vocabulary.
import type { JobPosting, WithContext } from 'schema-dts';

export const valid: WithContext<JobPosting> = {
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Medical Writing Specialist',
  jobLocationType: 'TELECOMMUTE',
  applicantLocationRequirements: { '@type': 'Country', name: 'India' },
  experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 24 },
};

export const refused: JobPosting[] = [
  // @ts-expect-error schema.org has no `salary` (it is baseSalary)
  { '@type': 'JobPosting', salary: 1000 },
  // @ts-expect-error `remote` is not a JobPosting property (jobLocationType is)
  { '@type': 'JobPosting', remote: true },
  // @ts-expect-error schema.org has no JobOffer type
  { '@type': 'JobOffer', title: 'Editor' },
  // @ts-expect-error the hiring organisation is an Organization or a Person, not a Country
  { '@type': 'JobPosting', hiringOrganization: { '@type': 'Country', name: 'India' } },
  // @ts-expect-error an applicant location is a place, not a number
  { '@type': 'JobPosting', applicantLocationRequirements: 91 },
];
