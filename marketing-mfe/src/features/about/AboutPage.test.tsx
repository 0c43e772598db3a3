import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { standInPageProps } from '@inklined/stand-ins/stand-ins';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installBrowserShims } from '../../test-support/browser-shims';
import { AboutPage } from './AboutPage';

beforeAll(installBrowserShims);

describe('AboutPage', () => {
  test('the section tabs link to the four sections, the first marked as being read', () => {
    render(<AboutPage {...standInPageProps} />, { wrapper: BrandProvider });
    const tabs = within(screen.getByRole('navigation', { name: 'Sections of this page' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Our Mission', '#mission'],
      ['Our Values', '#values'],
      ['Our Team', '#team'],
      ['Our Clientele', '#clientele'],
    ]);
    expect(tabs[0]).toHaveAttribute('aria-current', 'true');
  });

  test('a tab scrolls to its section and moves the focus there', async () => {
    const scrollIntoView = jest.fn();
    Object.assign(HTMLElement.prototype, { scrollIntoView });
    render(<AboutPage {...standInPageProps} />, { wrapper: BrandProvider });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Our Team' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(screen.getByRole('region', { name: 'Our Team' })).toHaveFocus();
  });

  test("values, team and clientele are the spec's", () => {
    render(<AboutPage {...standInPageProps} />, { wrapper: BrandProvider });
    const names = (section: string) =>
      within(screen.getByRole('region', { name: section }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(names('Our Values')).toEqual(['Integrity', 'Precision', 'Partnership']);
    expect(names('Our Team')).toEqual(['Researchers', 'Writers', 'Editors']);
    expect(names('Our Clientele')).toEqual([
      'International Students',
      'ESL Learners',
      'Scholars',
      'Working Professionals',
      'Institutions',
    ]);
  });

  test('ends with its next step: the expert form, or the services and prices', () => {
    render(<AboutPage {...standInPageProps} />, { wrapper: BrandProvider });
    const sections = screen.getAllByRole('region');
    const last = sections[sections.length - 1]!;
    expect(within(last).getByRole('heading', { level: 2 })).toHaveTextContent('Work with us');
    expect(within(last).getByRole('button', { name: 'Tell us about your project' })).toBeInTheDocument();
    expect(within(last).getByRole('link', { name: 'See services and prices' })).toHaveAttribute('href', '/services');
  });
});
