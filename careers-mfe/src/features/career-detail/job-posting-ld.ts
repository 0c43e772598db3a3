import { contactEmail, siteName, socialLinks } from '@inklined/brand/site-facts';
import type { JobPosting as SchemaJobPosting, WithContext } from 'schema-dts';
import { lastDayEnd } from '@inklined/contracts/content-dates';
import { remoteWork } from '../../content/jobs';
import type { JobWithText } from '../../content/role-pages';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The whole description, in the HTML that job search reads (its sections, headed, as on the page). */
export function descriptionHtml({ sections }: Pick<JobWithText, 'sections'>): string {
  return sections.map(({ title, html }) => (title ? `<h2>${escapeHtml(title)}</h2>` : '') + html).join('');
}

/**
 * The role as schema.org's JobPosting, for job search. Typed with schema-dts (the vocabulary as
 * TypeScript types, no code at run time), so a property or type schema.org does not have fails to
 * compile. A fully remote job names where applicants may live instead of a job location.
 */
export function jobPostingStructuredData(job: JobWithText): WithContext<SchemaJobPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job),
    identifier: { '@type': 'PropertyValue', name: siteName, value: job.slug },
    datePosted: job.datePosted,
    // The end of the last day to apply, in IST (jobs.ts); left out when the role has none.
    validThrough: job.validThrough === undefined ? undefined : lastDayEnd(job.validThrough),
    baseSalary: job.salary && {
      '@type': 'MonetaryAmount',
      currency: job.salary.currency,
      value: {
        '@type': 'QuantitativeValue',
        minValue: job.salary.minValue,
        maxValue: job.salary.maxValue,
        unitText: job.salary.unitText,
      },
    },
    employmentType: [...job.employmentTypes],
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: remoteWork.countries.map((name) => ({ '@type': 'Country', name })),
    hiringOrganization: {
      '@type': 'Organization',
      name: siteName,
      email: contactEmail,
      sameAs: socialLinks.flatMap((link) => (link.href ? [link.href] : [])),
    },
    directApply: true,
    // Left out (JSON drops undefined) where the spec sets no minimum.
    experienceRequirements:
      job.minYearsExperience === undefined
        ? undefined
        : { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: job.minYearsExperience * 12 },
  };
}
