import type { Theme } from '@emotion/react';
import type { RemotePageProps } from '@inklined/contracts/remote-modules';
import { routePaths } from '@inklined/contracts/routes';
import { faqItems, faqText } from '../../content/faq';
import { buttonStyle } from '@inklined/design-system/Button';
import { bandStyle, containerStyle } from '@inklined/design-system/layout';
import { PageIntroHeader } from '../../ui/PageIntroHeader';
import { FaqAccordion } from './FaqAccordion';

const supportStyle = (theme: Theme) => ({
  maxWidth: '40rem',
  margin: '3rem auto 0',
  padding: '2rem',
  textAlign: 'center' as const,
  borderRadius: theme.radii.lg,
  background: theme.colors.accentSurface,
});
const supportLeadStyle = (theme: Theme) => ({ color: theme.colors.inkMuted });

/** FAQ (spec section 2): seven questions, one open at a time, and Contact Support. */
export function FaqPage({ Head, Link }: RemotePageProps) {
  return (
    <>
      <Head
        title={faqText.documentTitle}
        description={faqText.description}
        structuredData={[
          {
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: faqItems.map((item) => ({
              '@type': 'Question',
              name: item.question,
              acceptedAnswer: { '@type': 'Answer', text: item.answer },
            })),
          },
        ]}
      />
      <PageIntroHeader intro={faqText} />
      <section css={bandStyle('paper')} aria-label={faqText.title}>
        <div css={containerStyle}>
          <FaqAccordion items={faqItems} />
          <div css={supportStyle}>
            <h2>{faqText.supportHeading}</h2>
            <p css={supportLeadStyle}>{faqText.supportLead}</p>
            <Link to={routePaths.contact} css={buttonStyle('primary')}>
              {faqText.supportButton}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
