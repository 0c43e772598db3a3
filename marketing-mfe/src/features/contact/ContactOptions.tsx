import { SectionHeading } from '@inklined/design-system/SectionHeading';
import type { Theme } from '@emotion/react';
import { chatLink, contactEmail, phoneNumbers } from '@inklined/brand/site-facts';
import { visuallyHidden } from '@inklined/design-system/tokens';
import { contactOptions, contactText, type ContactOption } from '../../content/contact';
import { buttonStyle } from '@inklined/design-system/Button';
import { IconBadge } from '../../ui/IconBadge';
import { cardGridStyle, plainListStyle } from '@inklined/design-system/layout';
import { cardStyle } from '@inklined/design-system/Card';

const optionStyle = (theme: Theme) => ({
  ...cardStyle(theme),
  display: 'flex',
  flexDirection: 'column' as const,
  gap: '0.5rem',
});
const titleStyle = { margin: '0.5rem 0 0' };
const textStyle = (theme: Theme) => ({ margin: 0, color: theme.colors.inkMuted, flex: 1 });
const actionStyle = (theme: Theme) => ({
  ...buttonStyle('primary')(theme),
  alignSelf: 'flex-start',
  marginTop: '0.75rem',
});

const telNumber = phoneNumbers[0].replace(/[^\d+]/g, '');

/** Where each option leads: a call, an e-mail, or the messaging app with the greeting prefilled. */
const targets: Record<ContactOption['id'], { href: string; newTab: boolean }> = {
  call: { href: `tel:${telNumber}`, newTab: false },
  email: { href: `mailto:${contactEmail}`, newTab: false },
  chat: { href: chatLink, newTab: true },
};

/** Call, e-mail and chat (spec section 2); OPEN CHAT opens the chat in a new tab. */
export function ContactOptions() {
  return (
    <section aria-labelledby="reach-heading">
      <SectionHeading id="reach-heading" title={contactText.reachHeading} />
      <ul css={[plainListStyle, cardGridStyle(3)]}>
        {contactOptions.map((option) => {
          const target = targets[option.id];
          return (
            <li key={option.id} css={optionStyle}>
              <IconBadge name={option.icon} />
              <h3 css={titleStyle}>{option.title}</h3>
              <p css={textStyle}>{option.text}</p>
              <a
                href={target.href}
                css={actionStyle}
                {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {option.action}
                {target.newTab && <span css={visuallyHidden}> (opens in a new tab)</span>}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
