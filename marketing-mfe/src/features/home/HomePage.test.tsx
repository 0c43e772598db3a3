import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { closeModal, modalStore } from '@inklined/modal-store/modal-store';
import { standInPageProps } from '@inklined/stand-ins/stand-ins';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installBrowserShims } from '../../test-support/browser-shims';
import { HomePage } from './HomePage';
import { initialsOf } from './initials';

beforeAll(installBrowserShims);
afterEach(() => act(closeModal));

describe('HomePage', () => {
  test('has a two-line headline, its title, and an About Us link to /about', () => {
    render(<HomePage {...standInPageProps} />, { wrapper: BrandProvider });
    expect(screen.getByRole('heading', { level: 1 }).children).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(document.title).toBe('Academic Writing and Critique');
  });

  test('"Speak with an Expert" opens the expert modal through the shared store', async () => {
    render(<HomePage {...standInPageProps} />, { wrapper: BrandProvider });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Speak with an Expert' }));
    expect(modalStore.getState().openModal).toBe('expert');
  });

  test('the stats, the six reasons and the three discounts of the spec', () => {
    render(<HomePage {...standInPageProps} />, { wrapper: BrandProvider });
    const stats = within(screen.getByRole('region', { name: 'Critically Inklined in numbers' }));
    for (const text of [
      '18',
      'Active writers',
      '5+',
      'Years in business',
      '50+',
      'Disciplines',
      '4000+',
      'Completed orders',
    ]) {
      expect(stats.getByText(text)).toBeInTheDocument();
    }
    const why = within(screen.getByRole('region', { name: 'Why Choose Us' }));
    expect(why.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Qualified writers',
      'Custom content',
      'Global standards',
      'On-time delivery',
      'Confidentiality',
      'Support six days a week',
    ]);
    const discounts = within(screen.getByRole('region', { name: 'Special Discounts' }));
    expect(discounts.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^20%First order/),
      expect.stringMatching(/^15%3\+ assignments/),
      expect.stringMatching(/^10%Referral/),
    ]);
  });

  test('the "What We Do" carousel holds the twelve services in the spec\'s order', () => {
    render(<HomePage {...standInPageProps} />, { wrapper: BrandProvider });
    const carousel = screen.getByRole('group', { name: 'What We Do' });
    expect(
      within(carousel)
        .getAllByRole('heading', { level: 3, hidden: true })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Essays & Assignments',
      'Research Papers',
      'Literature Reviews',
      'Dissertations/Theses',
      'Reports & Case Studies',
      'Editing & Proofreading',
      'Plagiarism Removal',
      'Presentations',
      'Questionnaire Preparation',
      'Abstracts',
      'Statistical Analysis',
      'Topic Selection',
    ]);
  });
});

describe('initialsOf', () => {
  test.each([
    ['Priya Sharma', 'PS'],
    ['Dr. Anil Kumar', 'AK'],
    ['Meera', 'M'],
    ['Rohan Kumar Mehta', 'RM'],
  ])('%s: %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('the end of the home page', () => {
  test('leads to the expert form, and to the blog for a reader not ready yet', async () => {
    render(<HomePage {...standInPageProps} />, { wrapper: BrandProvider });
    const next = screen.getByRole('region', { name: 'Not sure where to start?' });
    expect(within(next).getByRole('link', { name: 'Read our advice first' })).toHaveAttribute('href', '/blog');
    await userEvent.setup().click(within(next).getByRole('button', { name: 'Tell us about your project' }));
    expect(modalStore.getState().openModal).toBe('expert');
    act(() => closeModal());
  });
});
