import { describe, expect, test } from '@jest/globals';
import { roleDescription } from './careers-text';
import { findJob, genericDescription, jobPostings } from './jobs';

const writingAndClientRoles = [
  'medical-writing-specialist',
  'engineering-writing-specialist',
  'humanities-writing-specialist',
  'social-sciences-writing-specialist',
  'client-relations-executive',
];

describe('job postings', () => {
  test('are the six roles of the spec, in its order, each with an empty location', () => {
    expect(jobPostings.map((job) => job.id)).toEqual([...writingAndClientRoles, 'social-media-manager']);
    expect(jobPostings.map((job) => job.location)).toEqual(Array(6).fill(''));
  });

  test('the writing and client relations roles: their own description, full-time, part-time or freelance, 2+ years', () => {
    const roles = writingAndClientRoles.map((id) => findJob(id)!);
    for (const role of roles) {
      expect(role.description).not.toBe(genericDescription);
      expect(role.employmentTypes).toEqual(['FULL_TIME', 'PART_TIME', 'CONTRACTOR']);
      expect(role.minYearsExperience).toBeGreaterThanOrEqual(2);
      // The requirement the page shows says what the data says (spec section 9).
      expect(
        role.description.requirements.filter((line) => /^At least 2 years['’] experience/.test(line)),
      ).toHaveLength(1);
      expect(role.description.responsibilities.length).toBeGreaterThanOrEqual(4);
    }
    // Their own: no two share an introduction or a list of responsibilities.
    expect(new Set(roles.map((role) => role.description.about[0])).size).toBe(roles.length);
    expect(new Set(roles.map((role) => role.description.responsibilities.join())).size).toBe(roles.length);
  });

  test('the social media manager has the generic description and no experience minimum', () => {
    const manager = findJob('social-media-manager')!;
    expect(manager.description).toBe(genericDescription);
    expect(manager.minYearsExperience).toBeUndefined();
  });

  test('each has a one-line summary and a real posting date', () => {
    for (const job of jobPostings) {
      expect(job.summary).toMatch(/^[A-Z].{20,110}\.$/);
      expect(job.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${job.datePosted}T00:00:00Z`).toISOString().slice(0, 10)).toBe(job.datePosted);
    }
  });

  test('findJob knows only these ids', () => {
    expect(findJob('client-relations-executive')?.title).toBe('Client Relations Executive');
    expect(findJob('astronaut')).toBeUndefined();
    expect(findJob('')).toBeUndefined();
  });
});

describe('role descriptions for search results', () => {
  test.each(jobPostings.map((job) => [job.id, job] as const))('%s: within the 160 characters shown', (_id, job) => {
    expect(roleDescription(job).length).toBeGreaterThanOrEqual(50);
    expect(roleDescription(job).length).toBeLessThanOrEqual(160);
  });
});
