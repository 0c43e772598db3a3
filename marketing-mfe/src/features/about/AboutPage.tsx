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
  type AboutSection,
} from '../../content/about';
import type { IconCard } from '../../content/icon-card';
import { IconBadge } from '../../ui/IconBadge';
import {
  bandStyle,
  cardGridStyle,
  containerStyle,
  mutedTextStyle,
  plainListStyle,
  type Tone,
} from '@inklined/design-system/layout';
import { cardStyle } from '@inklined/design-system/Card';
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

interface CardsSectionProps {
  /** The section's id, which the sticky tabs link to; its heading's is `<id>-heading`. */
  readonly id: AboutSection['id'];
  readonly tone: Tone;
  readonly title: string;
  readonly cards: readonly IconCard[];
  readonly grid: CSSObject;
}

/** Values, team and clientele: one of the tabs' sections, a heading over a grid of cards. */
function CardsSection({ id, tone, title, cards, grid }: CardsSectionProps) {
  return (
    <section id={id} tabIndex={-1} css={sectionStyle(tone)} aria-labelledby={`${id}-heading`}>
      <div css={containerStyle}>
        <SectionHeading id={`${id}-heading`} title={title} />
        <ul css={[plainListStyle, grid]}>
          {cards.map((card) => (
            <li key={card.title} css={cardStyle}>
              <IconBadge name={card.icon} />
              <h3 css={cardTitleStyle}>{card.title}</h3>
              <p css={mutedTextStyle}>{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
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
      <CardsSection id="values" tone="paper" title={valuesHeading} cards={values} grid={cardGridStyle(3)} />
      <CardsSection id="team" tone="plain" title={teamHeading} cards={team} grid={cardGridStyle(3)} />
      <CardsSection id="clientele" tone="tint" title={clienteleHeading} cards={clientele} grid={clienteleGridStyle} />
      <NextStepBand id="about-next-heading" tone="paper" step={aboutText.nextStep} Link={Link} />
    </>
  );
}
