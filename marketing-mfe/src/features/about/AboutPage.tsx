import { SectionHeading } from '@inklined/design-system/SectionHeading';
import { NextStepBand } from '../../ui/NextStepBand';
import type { CSSObject, Theme } from '@emotion/react';
import { mq } from '@inklined/design-system/tokens';
import type { RemotePageProps } from '@inklined/contracts/remote-modules';
import {
  aboutText,
  clientele,
  clienteleHeading,
  mission,
  team,
  teamHeading,
  values,
  valuesHeading,
  type AboutCard,
} from '../../content/about';
import { Icon } from '../../ui/icons/Icon';
import {
  bandStyle,
  cardGridStyle,
  containerStyle,
  mutedTextStyle,
  plainListStyle,
  type Tone,
} from '@inklined/design-system/layout';
import { cardStyle, iconBadgeStyle } from '@inklined/design-system/Card';
import { PageIntroHeader } from '../../ui/PageIntroHeader';
import { SectionTabs } from './SectionTabs';

// The page's scroll padding keeps a section scrolled to below the navbar; this margin, below the
// sticky tabs too.
const sectionStyle = (tone: Tone) => (theme: Theme) => ({
  ...bandStyle(tone)(theme),
  scrollMarginTop: '3rem',
  // A section chosen from the tabs takes the focus; a keyboard user sees where it went.
  '&:focus-visible': { outlineOffset: '-3px' },
});
const missionStyle = (theme: Theme) => ({
  maxWidth: '46rem',
  margin: '0 auto',
  fontSize: theme.fontSizes.lead,
  color: theme.colors.inkMuted,
});
const cardTitleStyle = { margin: '1rem 0 0.4rem' };
const clienteleGridStyle = {
  ...cardGridStyle(3),
  [mq.lg]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
};

function Cards({ cards, grid }: { readonly cards: readonly AboutCard[]; readonly grid: CSSObject }) {
  return (
    <ul css={[plainListStyle, grid]}>
      {cards.map((card) => (
        <li key={card.title} css={cardStyle}>
          <span css={iconBadgeStyle}>
            <Icon name={card.icon} />
          </span>
          <h3 css={cardTitleStyle}>{card.title}</h3>
          <p css={mutedTextStyle}>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** About (spec section 2): mission, values, team and clientele, with sticky section tabs. */
export function AboutPage({ Head, Link }: RemotePageProps) {
  return (
    <>
      <Head title={aboutText.documentTitle} description={aboutText.description} />
      <PageIntroHeader intro={aboutText} />
      <SectionTabs />
      <section id="mission" tabIndex={-1} css={sectionStyle('plain')} aria-labelledby="mission-heading">
        <div css={containerStyle}>
          <SectionHeading id="mission-heading" title={mission.heading} />
          <div css={missionStyle}>
            {mission.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>
      <section id="values" tabIndex={-1} css={sectionStyle('paper')} aria-labelledby="values-heading">
        <div css={containerStyle}>
          <SectionHeading id="values-heading" title={valuesHeading} />
          <Cards cards={values} grid={cardGridStyle(3)} />
        </div>
      </section>
      <section id="team" tabIndex={-1} css={sectionStyle('plain')} aria-labelledby="team-heading">
        <div css={containerStyle}>
          <SectionHeading id="team-heading" title={teamHeading} />
          <Cards cards={team} grid={cardGridStyle(3)} />
        </div>
      </section>
      <section id="clientele" tabIndex={-1} css={sectionStyle('tint')} aria-labelledby="clientele-heading">
        <div css={containerStyle}>
          <SectionHeading id="clientele-heading" title={clienteleHeading} />
          <Cards cards={clientele} grid={clienteleGridStyle} />
        </div>
      </section>
      <NextStepBand id="about-next-heading" tone="paper" step={aboutText.nextStep} Link={Link} />
    </>
  );
}
