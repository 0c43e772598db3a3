import { describe, expect, test } from '@jest/globals';
import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { standInPageProps } from '@inklined/stand-ins/stand-ins';
import { render, screen, within } from '@testing-library/react';
import { careersText } from '../../content/careers-text';
import { builtRoles } from '../../content/role-list';
import { headingLevels, headingsInOrder } from '../../test-support/headings';
import { CareersPage } from './CareersPage';

function renderPage() {
  return render(<CareersPage {...standInPageProps} />, { wrapper: BrandProvider });
}

describe('CareersPage', () => {
  test('introduces the team under one h1, with the page title and description for search', () => {
    const { container } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    expect(screen.getByText(careersText.lead)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Why Work With Us' })).toHaveTextContent('more than 50 disciplines');
    expect(document.title).toBe('Careers');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', careersText.description);
    expect(headingsInOrder(headingLevels(container))).toBe(true);
  });

  test('lists the application process in its four steps, review within 3-5 business days', () => {
    renderPage();
    const process = screen.getByRole('region', { name: 'Application Process' });
    const steps = within(within(process).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Submit your application',
      'Review',
      'Writing test',
      'Onboarding',
    ]);
    expect(steps[1]).toHaveTextContent('within 3-5 business days');
    expect(process.querySelector('ol')).not.toBeNull();
  });

  test('shows the six open positions as cards linking to their role pages, with type of work and summary', () => {
    renderPage();
    const positions = screen.getByRole('region', { name: 'Open Positions' });
    const cards = within(within(positions).getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    const links = cards.map((card) => within(card).getByRole('link'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/careers/medical-writing-specialist',
      '/careers/engineering-writing-specialist',
      '/careers/humanities-writing-specialist',
      '/careers/social-sciences-writing-specialist',
      '/careers/client-relations-executive',
      '/careers/social-media-manager',
    ]);
    cards.forEach((card, index) => {
      const job = builtRoles[index]!;
      // The link is named by the role alone; the card's other lines describe it.
      expect(within(card).getByRole('link')).toHaveAccessibleName(job.title);
      expect(within(card).getByRole('heading', { level: 3, name: job.title })).toBeVisible();
      expect(card).toHaveTextContent('Remote · Full-time, part-time or freelance');
      expect(card).toHaveTextContent(job.summary);
    });
  });
});
