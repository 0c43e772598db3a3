import { describe, expect, test } from '@jest/globals';
import { descriptionOf, jobWithText } from '../test-support/role-description';
import { roleDescription } from './careers-text';
import { builtRoles, openRoles } from './role-list';
import { findJob } from './role-pages';

const writingAndClientRoles = [
  'medical-writing-specialist',
  'engineering-writing-specialist',
  'humanities-writing-specialist',
  'social-sciences-writing-specialist',
  'client-relations-executive',
];

describe('job postings', () => {
  test('are the six roles of the spec, in its order, each in three sections', () => {
    expect(builtRoles.map((job) => job.slug)).toEqual([...writingAndClientRoles, 'social-media-manager']);
    for (const { slug } of builtRoles) {
      const job = jobWithText(slug);
      expect(job.sections.map((section) => section.title)).toEqual([
        'About the Role',
        'Responsibilities',
        'Requirements',
      ]);
    }
  });

  test('the writing and client relations roles: their own description, full-time, part-time or freelance, 2+ years', () => {
    const roles = writingAndClientRoles.map((id) => jobWithText(id));
    const generic = descriptionOf(jobWithText('social-media-manager'));
    for (const role of roles) {
      const description = descriptionOf(role);
      expect(description.about[0]).not.toBe(generic.about[0]);
      expect(role.employmentTypes).toEqual(['FULL_TIME', 'PART_TIME', 'CONTRACTOR']);
      expect(role.minYearsExperience).toBeGreaterThanOrEqual(2);
      // The requirement the page shows says what the data says (spec section 9).
      expect(description.requirements.filter((line) => /^At least 2 years['’] experience/.test(line))).toHaveLength(1);
      expect(description.responsibilities.length).toBeGreaterThanOrEqual(4);
    }
    // Their own: no two share an introduction or a list of responsibilities.
    const descriptions = roles.map(descriptionOf);
    expect(new Set(descriptions.map((d) => d.about[0])).size).toBe(roles.length);
    expect(new Set(descriptions.map((d) => d.responsibilities.join())).size).toBe(roles.length);
  });

  test('the social media manager has the generic description and no experience minimum', () => {
    const manager = jobWithText('social-media-manager');
    expect(descriptionOf(manager).about[1]).toContain(
      'we share the full details of the role with shortlisted candidates',
    );
    expect(manager.minYearsExperience).toBeUndefined();
  });

  test('each has a one-line summary and a real posting date', () => {
    for (const job of builtRoles) {
      expect(job.summary).toMatch(/^[A-Z].{20,110}\.$/);
      expect(new Date(`${job.datePosted}T00:00:00Z`).toISOString().slice(0, 10)).toBe(job.datePosted);
    }
  });

  test('findJob knows only these ids', () => {
    expect(findJob('client-relations-executive')?.title).toBe('Client Relations Executive');
    expect(findJob('astronaut')).toBeUndefined();
    expect(findJob('')).toBeUndefined();
  });
});

describe('closing days', () => {
  test('on a day before any of their last days every role is listed, in order', () => {
    expect(openRoles(Date.parse('2026-11-26T12:00:00+05:30'))).toEqual(builtRoles);
  });
});

describe('role descriptions for search results', () => {
  test.each(builtRoles.map((job) => [job.slug, job] as const))('%s: within the 160 characters shown', (_id, job) => {
    expect(roleDescription(job).length).toBeGreaterThanOrEqual(50);
    expect(roleDescription(job).length).toBeLessThanOrEqual(160);
  });
});
