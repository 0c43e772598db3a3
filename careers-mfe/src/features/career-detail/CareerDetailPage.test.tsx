import { describe, expect, test } from '@jest/globals';
import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { standInPageProps } from '@inklined/stand-ins/stand-ins';
import { render, screen, within } from '@testing-library/react';
import { builtRoles } from '../../content/role-list';
import type { JobWithText } from '../../content/role-pages';
import { descriptionOf, jobWithText } from '../../test-support/role-description';
import { headingLevels, headingsInOrder } from '../../test-support/headings';
import { CareerDetailPage } from './CareerDetailPage';
import { JobNotFound } from './JobNotFound';

const job = (id: string): JobWithText => jobWithText(id);
const specificRoles = builtRoles
  .map((role) => job(role.slug))
  .filter((posting) => posting.slug !== 'social-media-manager');
const genericDescription = descriptionOf(job('social-media-manager'));

function renderRole(roleId: string) {
  return render(<CareerDetailPage {...standInPageProps} roleId={roleId} />, { wrapper: BrandProvider });
}

function applicationForm() {
  return screen.queryByRole('region', { name: 'forms/JobApplicationForm' });
}

function itemsOf(sectionName: string): string[] {
  const section = screen.getByRole('region', { name: sectionName });
  return within(section)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/** The role's facts, as [term, definition] pairs. */
function facts(): [string, string][] {
  return screen
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

function structuredData(): unknown[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );
}

describe('CareerDetailPage', () => {
  test('a known role: its description, facts and title, the form told the role', () => {
    const medical = job('medical-writing-specialist');
    const { container } = renderRole(medical.slug);
    expect(screen.getByRole('heading', { level: 1, name: 'Medical Writing Specialist' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'About the Role' })).toHaveTextContent(descriptionOf(medical).about[0]!);
    expect(itemsOf('Responsibilities')).toEqual(descriptionOf(medical).responsibilities);
    expect(itemsOf('Requirements')).toEqual(descriptionOf(medical).requirements);

    expect(facts()).toEqual([
      ['Location', 'Remote (India)'],
      ['Type of work', 'Full-time, part-time or freelance'],
      ['Experience', 'At least 2 years'],
      ['Posted', '2 November 2026'],
    ]);
    expect(screen.getByText('2 November 2026')).toHaveAttribute('dateTime', '2026-11-02');

    expect(JSON.parse(applicationForm()?.dataset.props ?? '')).toEqual({
      roleTitle: 'Medical Writing Specialist',
      roleId: 'medical-writing-specialist',
      minYearsExperience: 2,
    });
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '#apply');
    expect(screen.getByRole('link', { name: 'Back to Careers' })).toHaveAttribute('href', '/careers');
    expect(document.title).toBe('Medical Writing Specialist | Careers');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      `${medical.summary} Remote; full-time, part-time or freelance.`,
    );
    expect(headingsInOrder(headingLevels(container))).toBe(true);
  });

  test.each(specificRoles.map((posting) => [posting.title, posting] as const))(
    '%s has its own description: remote; full-time, part-time or freelance; at least 2 years',
    (_title, posting) => {
      renderRole(posting.slug);
      const about = screen.getByRole('region', { name: 'About the Role' });
      expect(about).toHaveTextContent(descriptionOf(posting).about[0]!);
      expect(about).toHaveTextContent('fully remote');
      expect(about).toHaveTextContent('full-time, part-time or freelance');
      expect(about).not.toHaveTextContent(genericDescription.about[0]!);
      expect(itemsOf('Requirements')[0]).toMatch(/^At least 2 years['’] experience/);
      expect(JSON.parse(applicationForm()?.dataset.props ?? '')).toEqual({
        roleTitle: posting.title,
        roleId: posting.slug,
        minYearsExperience: 2,
      });
    },
  );

  test('the social media manager shows the generic description and sets no experience minimum', () => {
    renderRole('social-media-manager');
    expect(screen.getByRole('heading', { level: 1, name: 'Social Media Manager' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'About the Role' })).toHaveTextContent(genericDescription.about[0]!);
    expect(itemsOf('Responsibilities')).toEqual(genericDescription.responsibilities);
    expect(itemsOf('Requirements')).toEqual(genericDescription.requirements);
    expect(facts().map(([term]) => term)).toEqual(['Location', 'Type of work', 'Posted']);
    expect(JSON.parse(applicationForm()?.dataset.props ?? '')).toEqual({
      roleTitle: 'Social Media Manager',
      roleId: 'social-media-manager',
    });
    expect(document.title).toBe('Social Media Manager | Careers');
  });

  test('links to the other five roles, and shows another role when told it', () => {
    const { rerender } = renderRole('medical-writing-specialist');
    const others = within(screen.getByRole('region', { name: 'Other Open Positions' })).getAllByRole('link');
    expect(others.map((link) => link.getAttribute('href'))).toEqual(
      builtRoles.filter((posting) => posting.slug !== 'medical-writing-specialist').map((p) => `/careers/${p.slug}`),
    );
    rerender(<CareerDetailPage {...standInPageProps} roleId="client-relations-executive" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Client Relations Executive' })).toBeVisible();
    // The same page, told another role: its other positions are the other five again.
    const othersNow = within(screen.getByRole('region', { name: 'Other Open Positions' })).getAllByRole('link');
    expect(othersNow.map((link) => link.getAttribute('href'))).toEqual(
      builtRoles.filter((posting) => posting.slug !== 'client-relations-executive').map((p) => `/careers/${p.slug}`),
    );
  });

  test('carries the role as schema.org JobPosting structured data', () => {
    renderRole('engineering-writing-specialist');
    const [data, ...more] = structuredData();
    expect(more).toEqual([]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Engineering Writing Specialist',
      description: expect.stringContaining('<li>Clear, precise written English.</li>'),
      identifier: { '@type': 'PropertyValue', name: 'Critically Inklined', value: 'engineering-writing-specialist' },
      datePosted: '2026-11-02',
      employmentType: ['FULL_TIME', 'PART_TIME', 'CONTRACTOR'],
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [{ '@type': 'Country', name: 'India' }],
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Critically Inklined',
        email: 'contact@criticallyinklined.com',
        sameAs: [
          'https://www.facebook.com/criticallyinklined',
          'https://x.com/crit_inklined',
          'https://www.instagram.com/criticallyinklined',
        ],
      },
      directApply: true,
      experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 24 },
    });
  });

  test('an unknown id: "Job not found", a way back, no form and no structured data', () => {
    renderRole('astronaut');
    expect(screen.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Careers' })).toHaveAttribute('href', '/careers');
    expect(applicationForm()).toBeNull();
    expect(screen.queryByRole('region', { name: 'About the Role' })).toBeNull();
    expect(structuredData()).toEqual([]);
    expect(document.title).toBe('Job not found | Careers');
  });
});

describe('a role that has closed', () => {
  test('says so with its title and last day, asks not to be indexed, and has no form or JobPosting', () => {
    render(<JobNotFound {...standInPageProps} closed={{ title: 'Editor', validThrough: '2026-12-31' }} />, {
      wrapper: BrandProvider,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'This role has closed' })).toBeVisible();
    expect(screen.getByText(/Applications for the Editor role ended on 31 December 2026\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Careers' })).toHaveAttribute('href', '/careers');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('data-not-found', '');
    expect(document.title).toBe('Editor | Careers');
    expect(structuredData()).toEqual([]);
    expect(applicationForm()).toBeNull();
  });
});
