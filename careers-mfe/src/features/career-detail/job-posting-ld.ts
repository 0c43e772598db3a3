import { contactEmail, siteName, socialLinks } from '@inklined/brand/site-facts';
import type { JobPosting as SchemaJobPosting, WithContext } from 'schema-dts';
import { remoteWork, type JobPosting } from '../../content/jobs';
import { roleText } from '../../content/careers-text';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/** The whole description, in the HTML that job search reads (paragraphs and lists, as on the page). */
export function descriptionHtml({ description }: JobPosting): string {
  return [
    ...description.about.map(paragraph),
    paragraph(`${roleText.responsibilities}:`),
    list(description.responsibilities),
    paragraph(`${roleText.requirements}:`),
    list(description.requirements),
  ].join('');
}

/**
 * The role as schema.org's JobPosting, for job search. Typed with schema-dts (the vocabulary as
 * TypeScript types, no code at run time), so a property or type schema.org does not have fails to
 * compile. A fully remote job names where applicants may live instead of a job location.
 */
export function jobPostingStructuredData(job: JobPosting): WithContext<SchemaJobPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job),
    identifier: { '@type': 'PropertyValue', name: siteName, value: job.id },
    datePosted: job.datePosted,
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
