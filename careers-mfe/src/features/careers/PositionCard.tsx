import type { Theme } from '@emotion/react';
import { cardStyle as designCardStyle } from '@inklined/design-system/Card';
import { motionOk } from '@inklined/design-system/tokens';
import type { LinkComponent } from '@inklined/contracts/remote-modules';
import { careerPath } from '@inklined/contracts/routes';
import { careersText, typeOfWorkText } from '../../content/careers-text';
import type { JobPosting } from '../../content/jobs';
import { mutedTextStyle } from '@inklined/design-system/layout';
import { inlineSignStyle, SignIcon } from '@inklined/design-system/SignIcon';

// The design system's card, raised when it is the link's target.
const cardStyle = (theme: Theme) => ({
  position: 'relative' as const,
  display: 'flex',
  flexDirection: 'column' as const,
  gap: theme.space.sm,
  height: '100%',
  ...designCardStyle(theme),
  '&:hover, &:focus-within': { borderColor: theme.colors.accent, boxShadow: theme.shadowRaised },
  [motionOk]: {
    transition: 'box-shadow 150ms ease, border-color 150ms ease, transform 150ms ease',
    '&:hover': { transform: 'translateY(-2px)' },
  },
});
const titleStyle = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.h3 });
// The whole card is the link's target; the link's name stays the role's title.
const linkStyle = (theme: Theme) => ({
  color: theme.colors.ink,
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute' as const, inset: 0, borderRadius: theme.radii.lg },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `3px solid ${theme.colors.accent}`, outlineOffset: '2px' },
});
const typeStyle = (theme: Theme) => ({
  margin: 0,
  color: theme.colors.accentStrong,
  fontSize: theme.fontSizes.small,
  fontWeight: 600,
});
// After the words: the space on its other side.
const forwardSignStyle = { ...inlineSignStyle, marginInlineStart: '0.35em', marginInlineEnd: 0 };
const moreStyle = (theme: Theme) => ({
  marginTop: 'auto',
  paddingTop: theme.space.sm,
  color: theme.colors.accent,
  fontWeight: 600,
});

/** One open position in the listing: title, type of work and a one-line summary, all of it a link to the role. */
export function PositionCard({ job, Link }: { readonly job: JobPosting; readonly Link: LinkComponent }) {
  return (
    <li css={cardStyle}>
      <h3 css={titleStyle}>
        <Link to={careerPath(job.slug)} css={linkStyle}>
          {job.title}
        </Link>
      </h3>
      <p css={typeStyle}>{typeOfWorkText(job)}</p>
      <p css={mutedTextStyle}>{job.summary}</p>
      <span css={moreStyle} aria-hidden="true">
        {careersText.viewRole}
        <SignIcon sign="forward" size="1em" css={forwardSignStyle} />
      </span>
    </li>
  );
}
