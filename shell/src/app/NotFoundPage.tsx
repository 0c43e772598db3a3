import type { Theme } from '@emotion/react';
import { buttonStyle } from '@inklined/design-system/Button';
import { contactEmail, phoneNumbers, replyPromise } from '@inklined/brand/site-facts';
import { mq } from '@inklined/design-system/tokens';
import { routePaths } from '@inklined/contracts/routes';
import { Link } from 'react-router-dom';
import { PageHead } from './PageHead';
import { notFoundTitle } from './routes';

const text = {
  eyebrow: 'Error 404',
  message: 'The page you asked for does not exist or has moved. One of these may be what you were looking for:',
  contactLead: `Or tell us what you need, and a subject expert will answer ${replyPromise}.`,
  contact: 'Contact us',
} as const;

/** The main pages, each with what a visitor finds there. */
const destinations = [
  { to: routePaths.home, label: 'Home', note: 'What we do, for whom, and how to start' },
  { to: routePaths.services, label: 'Services and prices', note: 'Theses, articles, presentations and more' },
  { to: routePaths.blog, label: 'Blog', note: 'Advice on academic writing and publishing' },
  { to: routePaths.faq, label: 'FAQ', note: 'Turnaround, confidentiality, discounts' },
  { to: routePaths.careers, label: 'Careers', note: 'Open roles for writers and editors' },
  { to: routePaths.about, label: 'About us', note: 'Our team, our story and our values' },
] as const;

const pageStyle = (theme: Theme) => ({
  maxWidth: '52rem',
  margin: '0 auto',
  padding: `${theme.space.xxl} 1.5rem`,
});
const eyebrowStyle = (theme: Theme) => ({
  margin: 0,
  color: theme.colors.highlightInk,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase' as const,
  fontSize: theme.fontSizes.small,
});
const titleStyle = (theme: Theme) => ({
  margin: `${theme.space.sm} 0 ${theme.space.md}`,
  fontSize: theme.fontSizes.display,
});
const listStyle = (theme: Theme) => ({
  listStyle: 'none',
  margin: `${theme.space.lg} 0`,
  padding: 0,
  display: 'grid',
  gap: theme.space.md,
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});
const cardLinkStyle = (theme: Theme) => ({
  display: 'block',
  height: '100%',
  padding: `${theme.space.md} ${theme.space.lg}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  color: theme.colors.ink,
  textDecoration: 'none',
  '&:hover': { borderColor: theme.colors.accent, background: theme.colors.accentSurface },
});
const cardLabelStyle = (theme: Theme) => ({ display: 'block', fontWeight: 700, color: theme.colors.accent });
const cardNoteStyle = (theme: Theme) => ({
  display: 'block',
  color: theme.colors.inkMuted,
  fontSize: theme.fontSizes.small,
});
const contactStyle = (theme: Theme) => ({
  padding: theme.space.lg,
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceAlt,
  display: 'grid',
  gap: theme.space.sm,
});
const contactButtonStyle = (theme: Theme) => ({ ...buttonStyle('primary')(theme), justifySelf: 'start' });

/** What a visitor sees at an address the site does not have: the frame, a plain message, a way on. */
export function NotFoundPage() {
  return (
    <div css={pageStyle}>
      <PageHead notFound title={notFoundTitle} description="The page you asked for does not exist or has moved." />
      <p css={eyebrowStyle}>{text.eyebrow}</p>
      <h1 css={titleStyle}>{notFoundTitle}</h1>
      <p>{text.message}</p>
      <ul css={listStyle}>
        {destinations.map((destination) => (
          <li key={destination.to}>
            <Link to={destination.to} css={cardLinkStyle}>
              <span css={cardLabelStyle}>{destination.label}</span>
              <span css={cardNoteStyle}>{destination.note}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section css={contactStyle} aria-label={text.contact}>
        <p css={{ margin: 0 }}>{text.contactLead}</p>
        <Link to={routePaths.contact} css={contactButtonStyle}>
          {text.contact}
        </Link>
        <p css={{ margin: 0 }}>
          <a href={`tel:${phoneNumbers[0].replace(/\s/g, '')}`}>{phoneNumbers[0]}</a> ·{' '}
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </p>
      </section>
    </div>
  );
}
