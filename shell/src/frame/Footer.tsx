import type { Theme } from '@emotion/react';
import { contactEmail, phoneNumbers, socialLinks, workingHours } from '@inklined/brand/site-facts';
import { laidOutNearScreenStyle } from '@inklined/design-system/layout';
import { inkSurfaceFocus, mq, visuallyHidden } from '@inklined/design-system/tokens';
import { routePaths } from '@inklined/contracts/routes';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { floatingBarHeight } from './floating-styles';
import { frameText } from './frame-text';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from './icons';
import { stripPhoneNumber } from './phone';

const socialIcons: Record<(typeof socialLinks)[number]['name'], ComponentType> = {
  Facebook: FacebookIcon,
  X: XIcon,
  Instagram: InstagramIcon,
  LinkedIn: LinkedInIcon,
};

const footerStyle = (theme: Theme) => ({
  background: theme.colors.ink,
  color: theme.colors.onInk,
  // Below the wide layout the floating buttons sit over the page's edges: the footer ends with
  // room for them, so they never cover its last lines.
  // Room for the quick-contact bar of a narrow screen, so the last line is never under it.
  paddingBottom: floatingBarHeight,
  [mq.lg]: { paddingBottom: 0 },
  ...inkSurfaceFocus,
  ...laidOutNearScreenStyle,
});
// Spec section 2: a 10-column grid, 3 columns for contact and 7 for social, on wide screens.
const gridStyle = (theme: Theme) => ({
  maxWidth: theme.maxWidth,
  margin: '0 auto',
  padding: '3rem 1.5rem 1.5rem',
  display: 'grid',
  gap: '2rem',
  gridTemplateColumns: '1fr',
  [mq.lg]: { gridTemplateColumns: 'repeat(10, minmax(0, 1fr))' },
});
const contactColumn = { [mq.lg]: { gridColumn: 'span 3' } };
const socialColumn = { [mq.lg]: { gridColumn: 'span 7' } };
const headingStyle = (theme: Theme) => ({ fontSize: '1.15rem', margin: '0 0 0.75rem', color: theme.colors.onInk });
const hoursHeadingStyle = (theme: Theme) => ({ ...headingStyle(theme), marginTop: '1.5rem' });
const hoursStyle = (theme: Theme) => ({ margin: 0, color: theme.colors.onInkMuted });
const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' };
const socialListStyle = { ...listStyle, display: 'flex', flexWrap: 'wrap' as const, gap: '1.5rem' };
const itemStyle = { display: 'inline-flex', alignItems: 'center', gap: '0.5rem' };
const linkStyle = (theme: Theme) => ({
  color: 'inherit',
  ...itemStyle,
  '&:hover': { color: theme.colors.onInk, textDecorationColor: theme.colors.highlight },
});
const copyrightStyle = (theme: Theme) => ({
  margin: 0,
  padding: '1.25rem 1.5rem 1.5rem',
  textAlign: 'center' as const,
  borderTop: '1px solid rgba(255, 255, 255, 0.15)',
  color: theme.colors.onInkMuted,
  fontSize: theme.fontSizes.small,
});

/** The pages a reader looks for at the end of any page; the blog is linked from nowhere else in the frame. */
const footerLinks = [
  { to: routePaths.services, label: 'Services and prices' },
  { to: routePaths.blog, label: 'Blog' },
  { to: routePaths.faq, label: 'FAQ' },
  { to: routePaths.careers, label: 'Careers' },
  { to: routePaths.contact, label: 'Contact' },
  { to: routePaths.privacy, label: 'Privacy notice' },
] as const;
const footerNavStyle = (theme: Theme) => ({
  maxWidth: theme.maxWidth,
  margin: '0 auto',
  padding: '0 1.5rem 1rem',
});
const footerNavListStyle = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap' as const,
  justifyContent: 'center',
  gap: '0.5rem 1.5rem',
};

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer css={footerStyle}>
      <div css={gridStyle}>
        <section css={contactColumn} aria-labelledby="footer-contact">
          <h2 id="footer-contact" css={headingStyle}>
            {frameText.contactHeading}
          </h2>
          <ul css={listStyle}>
            {phoneNumbers.map((number) => (
              <li key={number}>
                <a css={linkStyle} href={`tel:${stripPhoneNumber(number)}`}>
                  {number}
                </a>
              </li>
            ))}
            <li>
              <a css={linkStyle} href={`mailto:${contactEmail}`}>
                {contactEmail}
              </a>
            </li>
          </ul>
          <h2 css={hoursHeadingStyle}>{frameText.hoursHeading}</h2>
          <p css={hoursStyle}>
            {workingHours.days}, {workingHours.time}
          </p>
        </section>
        <section css={socialColumn} aria-labelledby="footer-follow">
          <h2 id="footer-follow" css={headingStyle}>
            {frameText.followHeading}
          </h2>
          <ul css={socialListStyle}>
            {socialLinks.map(({ name, href }) => {
              const SocialIcon = socialIcons[name];
              return (
                <li key={name}>
                  {href ? (
                    <a css={linkStyle} href={href} target="_blank" rel="noopener noreferrer">
                      <SocialIcon />
                      {name}
                      <span css={visuallyHidden}> {frameText.newTab}</span>
                    </a>
                  ) : (
                    <span css={itemStyle}>
                      <SocialIcon />
                      {name}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      <nav aria-label={frameText.footerNavigation} css={footerNavStyle}>
        <ul css={footerNavListStyle}>
          {footerLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} css={linkStyle}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p css={copyrightStyle}>{frameText.copyright(year)}</p>
    </footer>
  );
}
