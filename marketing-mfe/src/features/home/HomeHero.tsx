import type { Theme } from '@emotion/react';
import { mq } from '@inklined/design-system/tokens';
import type { LinkComponent } from '@inklined/contracts/remote-modules';
import { routePaths } from '@inklined/contracts/routes';
import { openModal } from '@inklined/modal-store/modal-store';
import { heroFacts, homeText } from '../../content/home';
import { Icon } from '../../ui/icons/Icon';
import { buttonStyle } from '@inklined/design-system/Button';
import { containerStyle } from '@inklined/design-system/layout';
import { HeroIllustration } from './HeroIllustration';

const heroStyle = (theme: Theme) => ({
  background: `linear-gradient(180deg, ${theme.colors.surfaceAlt} 0%, ${theme.colors.surface} 100%)`,
  padding: '3rem 0 2.5rem',
  [mq.lg]: { padding: '4.5rem 0 4rem' },
});
const gridStyle = (theme: Theme) => ({
  ...containerStyle(theme),
  display: 'grid',
  gap: '2.5rem',
  alignItems: 'center',
  [mq.lg]: { gridTemplateColumns: '1.1fr 0.9fr' },
});
const eyebrowStyle = (theme: Theme) => ({
  margin: '0 0 1rem',
  color: theme.colors.highlightInk,
  fontWeight: 700,
  fontSize: theme.fontSizes.small,
  letterSpacing: '0.08em',
  textTransform: 'uppercase' as const,
});
const titleStyle = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.display, letterSpacing: '-0.015em' });
const secondLineStyle = (theme: Theme) => ({ display: 'block', color: theme.colors.accent, fontWeight: 500 });
const leadStyle = (theme: Theme) => ({
  maxWidth: '36rem',
  margin: '1.25rem 0 2rem',
  color: theme.colors.inkMuted,
  fontSize: theme.fontSizes.lead,
});
const actionsStyle = { display: 'flex', gap: '0.75rem', flexWrap: 'wrap' as const };
const factsStyle = (theme: Theme) => ({
  listStyle: 'none',
  margin: '1.75rem 0 0',
  padding: 0,
  display: 'grid',
  gap: '0.5rem',
  color: theme.colors.ink,
  fontSize: theme.fontSizes.small,
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: '1.5rem' },
});
const factStyle = { display: 'flex', gap: '0.45rem', alignItems: 'flex-start' };
const factIconStyle = (theme: Theme) => ({ flexShrink: 0, marginTop: '0.1rem', color: theme.colors.highlight });

/** The home page's opening: the two headline lines, About Us and "Speak with an Expert". */
export function HomeHero({ Link }: { readonly Link: LinkComponent }) {
  const { hero } = homeText;
  return (
    <section css={heroStyle} aria-labelledby="home-title">
      <div css={gridStyle}>
        <div>
          <p css={eyebrowStyle}>{hero.eyebrow}</p>
          <h1 id="home-title" css={titleStyle}>
            <span css={{ display: 'block' }}>{hero.lines[0]}</span>
            <span css={secondLineStyle}>{hero.lines[1]}</span>
          </h1>
          <p css={leadStyle}>{hero.lead}</p>
          <div css={actionsStyle}>
            <button type="button" css={buttonStyle('primary')} onClick={() => openModal('expert')}>
              {hero.expertButton}
            </button>
            <Link to={routePaths.about} css={buttonStyle('secondary')}>
              {hero.aboutButton}
            </Link>
          </div>
          <ul css={factsStyle} aria-label={hero.factsLabel}>
            {heroFacts.map((fact) => (
              <li key={fact} css={factStyle}>
                <Icon name="check" size={18} css={factIconStyle} />
                {fact}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
