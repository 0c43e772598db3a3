import { describe, expect, test } from '@jest/globals';
import { jobPostings, type JobPosting } from '../../content/jobs';
import { descriptionHtml, jobPostingStructuredData } from './job-posting-ld';

/** What a page puts in its JSON-LD script: the data after a JSON round trip. */
const asJson = (job: JobPosting) =>
  JSON.parse(JSON.stringify(jobPostingStructuredData(job))) as Record<string, unknown>;

describe('JobPosting structured data', () => {
  test.each(jobPostings.map((job) => [job.id, job] as const))(
    '%s has what job search needs of a fully remote posting',
    (_id, job) => {
      const data = asJson(job);
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: job.title,
        datePosted: job.datePosted,
        employmentType: job.employmentTypes,
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: [{ '@type': 'Country', name: 'India' }],
        hiringOrganization: { '@type': 'Organization', name: 'Critically Inklined' },
        identifier: { '@type': 'PropertyValue', value: job.id },
        directApply: true,
      });
      // Remote work is stated in the description, as job search requires of TELECOMMUTE postings.
      expect(data.description).toContain('fully remote');
      expect(data).not.toHaveProperty('jobLocation');
    },
  );

  test('the experience minimum is stated in months where the spec sets one, and left out where not', () => {
    expect(asJson(jobPostings[0]!).experienceRequirements).toEqual({
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: 24,
    });
    expect(asJson(jobPostings.find((job) => job.id === 'social-media-manager')!)).not.toHaveProperty(
      'experienceRequirements',
    );
  });

  test('the description is the page’s text as HTML paragraphs and lists, with its text escaped', () => {
    const job: JobPosting = {
      ...jobPostings[0]!,
      description: { about: ['Tables & <figures>'], responsibilities: ['Edit'], requirements: ['Write', 'Cite'] },
    };
    expect(descriptionHtml(job)).toBe(
      '<p>Tables &amp; &lt;figures&gt;</p><p>Responsibilities:</p><ul><li>Edit</li></ul>' +
        '<p>Requirements:</p><ul><li>Write</li><li>Cite</li></ul>',
    );
  });
});
