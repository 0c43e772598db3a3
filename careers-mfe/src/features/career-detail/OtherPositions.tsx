import type { Theme } from '@emotion/react';
import { cardStyle } from '@inklined/design-system/Card';
import { mq } from '@inklined/design-system/tokens';
import type { LinkComponent } from '@inklined/contracts/remote-modules';
import { careerPath } from '@inklined/contracts/routes';
import { roleText, typeOfWorkText } from '../../content/careers-text';
import { otherOpenRoles } from '../../content/role-pages';
import { plainListStyle } from '@inklined/design-system/layout';

const sectionStyle = (theme: Theme) => ({ paddingTop: theme.space.xl, borderTop: `1px solid ${theme.colors.border}` });
const headingStyle = (theme: Theme) => ({ margin: `0 0 ${theme.space.md}`, fontSize: theme.fontSizes.h3 });
const listStyle = [
  plainListStyle,
  {
    display: 'grid',
    gap: '0.75rem',
    [mq.sm]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      // A last role alone on its row takes the whole row.
      '& > li:last-of-type:nth-of-type(odd)': { gridColumn: '1 / -1' },
    },
  },
];
const linkStyle = (theme: Theme) => ({
  display: 'block',
  height: '100%',
  ...cardStyle(theme),
  padding: '0.85rem 1rem',
  textDecoration: 'none',
  fontWeight: 600,
  '&:hover': { borderColor: theme.colors.accent, background: theme.colors.accentSurface },
});
const typeStyle = (theme: Theme) => ({
  display: 'block',
  color: theme.colors.inkMuted,
  fontSize: theme.fontSizes.small,
  fontWeight: 400,
});

/** The other roles, so a candidate can move from role to role (each opens at its top). */
interface OtherPositionsProps {
  readonly currentId: string;
  /** The page's moment (ms), by which a role is open or closed. */
  readonly now: number;
  readonly Link: LinkComponent;
}

export function OtherPositions({ currentId, now, Link }: OtherPositionsProps) {
  const others = otherOpenRoles(currentId, now);
  return (
    <section css={sectionStyle} aria-labelledby="other-positions">
      <h2 id="other-positions" css={headingStyle}>
        {roleText.otherPositions}
      </h2>
      <ul css={listStyle} role="list">
        {others.map((job) => (
          <li key={job.slug}>
            <Link to={careerPath(job.slug)} css={linkStyle}>
              {job.title}
              <span css={typeStyle}>{typeOfWorkText(job)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
