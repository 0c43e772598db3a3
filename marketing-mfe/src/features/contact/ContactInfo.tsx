import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { contactEmail, officeLocation, phoneNumbers, workingHours } from '@inklined/brand/site-facts';
import { inkSurfaceFocus } from '@inklined/design-system/tokens';
import { contactText } from '../../content/contact';
import { Icon } from '../../ui/icons/Icon';
import type { IconName } from '../../ui/icons/icon-paths';
import { plainListStyle } from '@inklined/design-system/layout';
import { cardStyle } from '@inklined/design-system/Card';

const infoStyle = (theme: Theme) => ({
  ...cardStyle(theme),
  background: theme.colors.ink,
  color: theme.colors.onInk,
  ...inkSurfaceFocus,
});
const headingStyle = (theme: Theme) => ({ marginTop: 0, color: theme.colors.onInk });
// The e-mail address is one long word: it may break anywhere rather than push a 320 px screen
// sideways when the site's font has not arrived and a wider system font draws it.
const rowStyle = {
  display: 'flex',
  gap: '0.85rem',
  alignItems: 'flex-start',
  padding: '0.75rem 0',
  '& > span': { minWidth: 0, overflowWrap: 'anywhere' as const },
};
const iconStyle = (theme: Theme) => ({ color: theme.colors.highlight, flexShrink: 0, marginTop: '0.2rem' });
const labelStyle = (theme: Theme) => ({
  display: 'block',
  color: theme.colors.onInkMuted,
  fontSize: theme.fontSizes.small,
});
const linkStyle = (theme: Theme) => ({ color: theme.colors.onInk, '&:hover': { color: theme.colors.onInk } });

const telNumber = (number: string) => number.replace(/[^\d+]/g, '');

interface InfoRowProps {
  readonly icon: IconName;
  readonly label: string;
  readonly children: ReactNode;
}

/** One way to reach us: its icon, its label, then the address, the hours or the links. */
function InfoRow({ icon, label, children }: InfoRowProps) {
  return (
    <li css={rowStyle}>
      <Icon name={icon} css={iconStyle} />
      <span>
        <span css={labelStyle}>{label}</span>
        {children}
      </span>
    </li>
  );
}

/** Contact information from the brand's site facts: the New Delhi office and the working hours (spec section 2). */
export function ContactInfo() {
  return (
    <aside css={infoStyle} aria-labelledby="info-heading">
      <h2 id="info-heading" css={headingStyle}>
        {contactText.infoHeading}
      </h2>
      <ul css={plainListStyle}>
        <InfoRow icon="mapPin" label={contactText.officeLabel}>
          {officeLocation}
        </InfoRow>
        <InfoRow icon="clock" label={contactText.hoursLabel}>
          {workingHours.days}, {workingHours.time}
        </InfoRow>
        <InfoRow icon="phone" label={contactText.phoneLabel}>
          {phoneNumbers.map((number) => (
            <a key={number} href={`tel:${telNumber(number)}`} css={[linkStyle, { display: 'block' }]}>
              {number}
            </a>
          ))}
        </InfoRow>
        <InfoRow icon="mail" label={contactText.emailLabel}>
          <a href={`mailto:${contactEmail}`} css={linkStyle}>
            {contactEmail}
          </a>
        </InfoRow>
      </ul>
    </aside>
  );
}
