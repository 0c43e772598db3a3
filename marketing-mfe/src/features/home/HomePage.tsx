import type { Theme } from '@emotion/react';
import type { RemotePageProps } from '@inklined/contracts/remote-modules';
import { openModal } from '@inklined/modal-store/modal-store';
import { homeHero } from '../../content/page-intros';

const heroStyle = (theme: Theme) => ({
  padding: '4rem 1.5rem',
  textAlign: 'center' as const,
  background: `linear-gradient(160deg, ${theme.colors.surfaceAlt}, ${theme.colors.surface})`,
});
const titleStyle = (theme: Theme) => ({ margin: 0, fontSize: 'clamp(2rem, 5vw, 3.25rem)', color: theme.colors.ink });
const lineStyle = { display: 'block' };
const leadStyle = (theme: Theme) => ({ maxWidth: '40rem', margin: '1.25rem auto 2rem', color: theme.colors.inkMuted });
const actionsStyle = { display: 'flex', gap: '1rem', justifyContent: 'center', flexWrap: 'wrap' as const };
const buttonBase = (theme: Theme) => ({
  display: 'inline-block',
  padding: '0.75rem 1.5rem',
  borderRadius: theme.radius,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
});
const primaryStyle = (theme: Theme) => ({
  ...buttonBase(theme),
  border: 'none',
  background: theme.colors.accent,
  color: theme.colors.accentContrast,
});
const secondaryStyle = (theme: Theme) => ({
  ...buttonBase(theme),
  border: `2px solid ${theme.colors.accent}`,
  color: theme.colors.accent,
});

export function HomePage({ Link, Head }: RemotePageProps) {
  return (
    <section css={heroStyle} aria-labelledby="home-title">
      <Head title={homeHero.documentTitle} description={homeHero.description} />
      <h1 id="home-title" css={titleStyle}>
        {homeHero.lines.map((line) => (
          <span key={line} css={lineStyle}>
            {line}
          </span>
        ))}
      </h1>
      <p css={leadStyle}>{homeHero.lead}</p>
      <div css={actionsStyle}>
        <Link to="/about" css={secondaryStyle}>
          {homeHero.aboutButton}
        </Link>
        <button type="button" css={primaryStyle} onClick={() => openModal('expert')}>
          {homeHero.expertButton}
        </button>
      </div>
    </section>
  );
}
