import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { standInPageProps } from '@inklined/stand-ins/stand-ins';
import { render, screen, within } from '@testing-library/react';
import type * as SiteFacts from '@inklined/brand/site-facts';
import type * as Page from './PrivacyPage';

// Periods and an address unlike the real ones: what the page states must be these, so no figure of
// the notice can be written into its text instead of read from the site's facts. (The mock is
// registered as this line runs, not hoisted above the imports: the page is imported after it.)
jest.mock('@inklined/brand/site-facts', () => ({
  ...jest.requireActual<typeof SiteFacts>('@inklined/brand/site-facts'),
  retention: { submissionDays: 30, undeliveredDays: 45, mailFileDays: 60, confirmationRecordHours: 1 },
  privacyContact: 'privacy@example.org',
}));
let PrivacyPage: typeof Page.PrivacyPage;
beforeAll(async () => {
  ({ PrivacyPage } = await import('./PrivacyPage'));
});

const renderPage = () => render(<PrivacyPage {...standInPageProps} />, { wrapper: BrandProvider });
const section = (name: string) => screen.getByRole('region', { name });
const formCard = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

describe('PrivacyPage', () => {
  test('one h1, an h2 for each section and an h3 for each form, with its title and description', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Notice');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'What each form sends us',
      'How long we keep it',
      'What else the site records',
      'Ask for a copy or erasure',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Send Us a Message',
      'Contact Us',
      'Speak with an Expert',
      'Job application',
      'Newsletter',
    ]);
    expect(document.title).toBe('Privacy Notice');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^.{50,160}$/);
  });

  test('each form says what it sends, why and who receives it', () => {
    renderPage();
    for (const heading of screen.getAllByRole('heading', { level: 3 })) {
      const card = heading.closest('li')!;
      expect(
        within(card)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['What it sends', 'Why', 'Who receives it']);
      for (const fact of within(card).getAllByRole('definition')) expect(fact.textContent).not.toBe('');
    }
    const application = within(formCard('Job application'));
    expect(application.getAllByRole('definition')[0]).toHaveTextContent(
      /cover letter and resume \(a PDF, DOC or DOCX file of up to 5 MB\).*the role you apply for/,
    );
    expect(application.getAllByRole('definition')[2]).toHaveTextContent(
      'Our recruiters, in our inbox, with your resume attached.',
    );
    expect(within(formCard('Newsletter')).getAllByRole('definition')[0]).toHaveTextContent(/^Your e-mail address\.$/);
    expect(formCard('Speak with an Expert')).toHaveTextContent('whether you want occasional news and offers by e-mail');
  });

  test('every period and the address for requests are the site facts', () => {
    renderPage();
    const keeping = section('How long we keep it');
    expect(keeping).toHaveTextContent('until it is delivered, then for 30 days after delivery');
    expect(keeping).toHaveTextContent('deleted at most 45 days after it arrived');
    expect(keeping).toHaveTextContent('deleted 60 days after it was written');
    expect(keeping).toHaveTextContent('at most one in 1 hour, the service keeps a one-way code');
    expect(keeping).toHaveTextContent(
      'resume file is deleted from the service as soon as your application is delivered',
    );
    expect(document.body.textContent).not.toMatch(/\b(90|24)\b/);

    const requests = section('Ask for a copy or erasure');
    expect(within(requests).getByRole('link', { name: 'privacy@example.org' })).toHaveAttribute(
      'href',
      'mailto:privacy@example.org',
    );
    expect(requests).toHaveTextContent('We answer within one month.');
    expect(requests).toHaveTextContent('we keep a receipt');
    expect(requests).toHaveTextContent(/GDPR.*Digital Personal Data Protection Act 2023/);
  });

  test('says what else the site records: the network address, speed measurements, no tracking, no selling', () => {
    renderPage();
    const other = section('What else the site records');
    expect(other).toHaveTextContent(/network \(IP\) address .* to limit abuse/);
    expect(other).toHaveTextContent('Web Vitals');
    expect(other).toHaveTextContent('no tracking cookies');
    expect(other).toHaveTextContent('never sell');
  });
});
