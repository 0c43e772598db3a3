import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { closeModal, modalStore } from '@inklined/modal-store/modal-store';
import { standInPageProps } from '@inklined/stand-ins/stand-ins';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installBrowserShims } from '../../test-support/browser-shims';
import { ServicesPage } from './ServicesPage';

beforeAll(installBrowserShims);
afterEach(() => act(closeModal));

const tierNames = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const visiblePanel = (name: string) => screen.getByRole('tabpanel', { name });

describe('ServicesPage', () => {
  test('sets its title and lists the price tabs, Articles first', () => {
    render(<ServicesPage {...standInPageProps} />, { wrapper: BrandProvider });
    expect(document.title).toBe('Services and Pricing');
    const tabs = within(screen.getByRole('tablist', { name: 'Pricing' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Articles', 'Theses', 'PPT']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('All prices in USD, excluding taxes.')).toBeVisible();
  });

  test.each([
    [
      'Articles',
      [
        ['$100', '1 article', '3+1 revisions', '7 days', 'Plagiarism report'],
        ['$400', '3 articles', '5 days per article'],
        ['$650', '5 articles', '5 days per article'],
      ],
    ],
    [
      'Theses',
      [
        ['$250', 'Basic formatting', 'Client supplies master chart', '1.5 months'],
        ['$350', 'Master chart', 'Excel data analysis', '1 month'],
        ['$500', 'Proposal', 'Master chart', 'SPSS/Excel analysis', 'Optional PowerPoint summary', '1 month'],
      ],
    ],
    [
      'PPT',
      [
        ['$100', '1 PPT', '20-25 slides', '1+1 revisions', '7 days'],
        ['$300', '3 PPT', '5 days each'],
        ['$500', '5 PPT', '30+ slides', '2+1 revisions', '5 days each'],
      ],
    ],
  ])('the %s tab shows its three tiers with every content line (spec section 9)', async (tab, tiers) => {
    render(<ServicesPage {...standInPageProps} />, { wrapper: BrandProvider });
    await userEvent.setup().click(screen.getByRole('tab', { name: tab }));
    const panel = visiblePanel(tab);
    expect(tierNames(panel)).toEqual(['Basic', 'Standard', 'Premium']);
    const cards = within(panel)
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h3'));
    cards.forEach((card, index) => {
      for (const text of tiers[index]!) expect(card).toHaveTextContent(text);
    });
  });

  test('the tabs follow the WAI-ARIA pattern: arrows, Home and End move and select', async () => {
    const user = userEvent.setup();
    render(<ServicesPage {...standInPageProps} />, { wrapper: BrandProvider });
    const pricing = screen.getByRole('tablist', { name: 'Pricing' });
    within(pricing).getByRole('tab', { name: 'Articles' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(pricing).getByRole('tab', { name: 'Theses' })).toHaveFocus();
    expect(visiblePanel('Theses')).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Articles' })).toBeNull();
    await user.keyboard('{End}');
    expect(within(pricing).getByRole('tab', { name: 'PPT' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(within(pricing).getByRole('tab', { name: 'Articles' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(within(pricing).getByRole('tab', { name: 'Articles' })).toHaveAttribute('tabindex', '0');
    expect(within(pricing).getByRole('tab', { name: 'PPT' })).toHaveAttribute('tabindex', '-1');
  });

  test("a tier's Get Started opens the contact popup with its service, tab and tier chosen", async () => {
    const user = userEvent.setup();
    render(<ServicesPage {...standInPageProps} />, { wrapper: BrandProvider });
    await user.click(screen.getByRole('tab', { name: 'Theses' }));
    await user.click(screen.getByRole('button', { name: 'Get Started: Theses Standard, $350' }));
    expect(modalStore.getState()).toEqual({
      openModal: 'contactPopup',
      contactService: 'thesis',
      contactPlan: { tab: 'Theses', tier: 'Standard', price: '$350' },
    });
  });

  test('the topic panel starts on research and shows one topic, its description and three points', async () => {
    const user = userEvent.setup();
    render(<ServicesPage {...standInPageProps} />, { wrapper: BrandProvider });
    const topics = screen.getByRole('tablist', { name: 'How We Help' });
    expect(
      within(topics)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Research', 'Thesis', 'Essay', 'Editing', 'Plagiarism', 'Referencing']);
    expect(within(topics).getByRole('tab', { name: 'Research' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(topics).getByRole('tab', { name: 'Plagiarism' }));
    const panel = visiblePanel('Plagiarism');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(panel).toHaveTextContent('similarity');
    expect(screen.queryByRole('tabpanel', { name: 'Research' })).toBeNull();
  });

  test("What's Included in Every Order lists the spec's four items", () => {
    render(<ServicesPage {...standInPageProps} />, { wrapper: BrandProvider });
    const included = screen.getByRole('region', { name: "What's Included in Every Order" });
    expect(
      within(included)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Plagiarism-free content', 'On-time delivery', 'Free revisions', 'Support six days a week']);
  });

  test('ends with its next step: the expert form, or the FAQ for a visitor not ready yet', async () => {
    render(<ServicesPage {...standInPageProps} />, { wrapper: BrandProvider });
    const sections = screen.getAllByRole('region');
    const last = sections[sections.length - 1]!;
    expect(within(last).getByRole('heading', { level: 2 })).toHaveTextContent('Not sure which tier fits?');
    expect(within(last).getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
    await userEvent.setup().click(within(last).getByRole('button', { name: 'Tell us about your project' }));
    expect(modalStore.getState().openModal).toBe('expert');
  });
});
