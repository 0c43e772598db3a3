import { describe, expect, test } from '@jest/globals';
import { builtRoles } from '../../content/role-list';
import { jobWithText } from '../../test-support/role-description';

const roles = builtRoles.map((role) => jobWithText(role.slug));
import type { JobWithText } from '../../content/role-pages';
import { descriptionHtml, jobPostingStructuredData } from './job-posting-ld';

/** What a page puts in its JSON-LD script: the data after a JSON round trip. */
const asJson = (job: JobWithText) =>
  JSON.parse(JSON.stringify(jobPostingStructuredData(job))) as Record<string, unknown>;

describe('JobPosting structured data', () => {
  test.each(roles.map((job) => [job.slug, job] as const))(
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
        identifier: { '@type': 'PropertyValue', value: job.slug },
        directApply: true,
      });
      // Remote work is stated in the description, as job search requires of TELECOMMUTE postings.
      expect(data.description).toContain('fully remote');
      expect(data).not.toHaveProperty('jobLocation');
    },
  );

  test('the experience minimum is stated in months where the spec sets one, and left out where not', () => {
    expect(asJson(roles[0]!).experienceRequirements).toEqual({
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: 24,
    });
    expect(asJson(roles.find((job) => job.slug === 'social-media-manager')!)).not.toHaveProperty(
      'experienceRequirements',
    );
  });

  test('the description is the page’s sections as HTML, each under its heading, the titles escaped', () => {
    const sections = [
      { title: '', html: '<p>Intro</p>' },
      { title: 'Tables & <figures>', html: '<ul><li>Edit</li></ul>' },
    ];
    expect(descriptionHtml({ sections })).toBe(
      '<p>Intro</p><h2>Tables &amp; &lt;figures&gt;</h2><ul><li>Edit</li></ul>',
    );
  });

  test('a closing day and a salary, where the file gives them, as job search reads them', () => {
    const job: JobWithText = {
      ...roles[0]!,
      validThrough: '2026-12-31',
      salary: { currency: 'INR', minValue: 40000, maxValue: 60000, unitText: 'MONTH' },
    };
    expect(asJson(job)).toMatchObject({
      validThrough: '2026-12-31T23:59:59+05:30',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', minValue: 40000, maxValue: 60000, unitText: 'MONTH' },
      },
    });
    expect(asJson(roles[0]!)).not.toHaveProperty('validThrough');
    expect(asJson(roles[0]!)).not.toHaveProperty('baseSalary');
  });
});
