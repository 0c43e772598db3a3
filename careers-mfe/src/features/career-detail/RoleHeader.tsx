import type { Theme } from '@emotion/react';
import { buttonStyle } from '@inklined/design-system/Button';
import type { LinkComponent } from '@inklined/contracts/remote-modules';
import { routePaths } from '@inklined/contracts/routes';
import { roleText } from '../../content/careers-text';
import type { JobPosting } from '../../content/jobs';
import { eyebrowStyle, leadStyle } from '@inklined/design-system/SectionHeading';
import { inlineSignStyle, SignIcon } from '@inklined/design-system/SignIcon';
import { introBandStyle, readingColumnStyle, titleStyle } from '../../ui/styles';
import { RoleFacts } from './RoleFacts';

const backStyle = (theme: Theme) => ({
  display: 'inline-block',
  marginBottom: theme.space.lg,
  fontWeight: 600,
  fontSize: theme.fontSizes.small,
});
const applyLinkStyle = (theme: Theme) => [buttonStyle('primary')(theme), { marginTop: theme.space.lg }];

/** The role's title, summary and facts, a way back to the list and a shortcut to the form. */
export function RoleHeader({ job, Link }: { readonly job: JobPosting; readonly Link: LinkComponent }) {
  return (
    <header css={introBandStyle}>
      <div css={readingColumnStyle}>
        <Link to={routePaths.careers} css={backStyle}>
          <SignIcon sign="back" size="1em" css={inlineSignStyle} />
          {roleText.backToCareers}
        </Link>
        <p css={eyebrowStyle(false)}>{roleText.eyebrow}</p>
        <h1 css={titleStyle}>{job.title}</h1>
        <p css={leadStyle(false)}>{job.summary}</p>
        <RoleFacts job={job} />
        {/* In-page: a plain anchor, not the router's Link. */}
        <a href="#apply" css={applyLinkStyle}>
          {roleText.apply}
        </a>
      </div>
    </header>
  );
}
